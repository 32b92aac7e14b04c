/**
 * The exported page's only style sheet, inlined so the page needs no other file. System fonts only (a
 * copy opened in twenty years has no web font to fetch); quiet colours that also print well.
 */
export const EXPORT_CSS = `
:root{color-scheme:light;--ink:#2d2a26;--muted:#6b645b;--paper:#faf7f2;--card:#fff;--line:#e6dfd3;--accent:#7a5c3e}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main,footer{max-width:52rem;margin:0 auto;padding:0 1rem}
h1,h2,h3{font-family:Georgia,"Times New Roman",serif;font-weight:normal;line-height:1.25}
h1{font-size:2.25rem;margin:.25rem 0}
h2{font-size:1.5rem;margin:0 0 1rem;color:var(--accent)}
h3{font-size:1.2rem;margin:0 0 .25rem}
h4{font-size:1rem;margin:1rem 0 .25rem}
a{color:var(--accent)}
img,video{max-width:100%;height:auto}
.hero{text-align:center;padding:3rem 0 2rem}
.portrait{width:12rem;height:12rem;object-fit:cover;border-radius:50%;border:4px solid var(--card);box-shadow:0 2px 12px rgba(0,0,0,.12)}
.eyebrow{margin:1rem 0 0;letter-spacing:.12em;text-transform:uppercase;font-size:.8rem;color:var(--muted)}
.dates,.note{color:var(--muted)}
.note{font-size:.9rem;margin:0}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.5rem;margin:0 0 1.5rem}
.card>:last-child{margin-bottom:0}
.video{margin:0}
.video video{display:block;width:100%;background:#000;border-radius:8px}
.video figcaption{font-size:.9rem;color:var(--muted);margin-top:.5rem}
.gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr));gap:.75rem}
.gallery img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:8px}
.members,.memories{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.member{display:grid;grid-template-columns:auto 1fr;gap:1rem;align-items:center}
.member>img{width:5rem;height:5rem;object-fit:cover;border-radius:50%}
.member .video{grid-column:1/-1}
.member p{margin:0}
.memory article{display:grid;gap:1rem;padding-bottom:1rem;border-bottom:1px solid var(--line)}
.memory:last-child article{border-bottom:0;padding-bottom:0}
.memory article>a{display:block}
.memory img{display:block;width:100%;max-height:24rem;object-fit:cover;border-radius:8px}
.memory__song{font-style:italic}
footer{padding-bottom:3rem;text-align:center;font-size:.9rem;color:var(--muted);overflow-wrap:anywhere}
@media (min-width:40rem){.memory article{grid-template-columns:14rem 1fr}.memory article>.memory__text:only-child{grid-column:1/-1}}
@media print{body{background:#fff}.card{break-inside:avoid;border:0;padding:0}.video{display:none}}
`.trim();
