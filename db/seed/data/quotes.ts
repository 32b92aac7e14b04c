/**
 * Reflection quotes shown on memorial pages (the daily quote). Authors are public-domain writers or
 * scripture, each line checked against its source (noted beside it; translations into Spanish are
 * ours where the original is not Spanish). A line whose author could not be confirmed says 'Anónimo'.
 * `text` is unique in the table, so it is also what makes the seed idempotent here.
 */
export type SeedQuote = { text: string; author: string };

export const SEED_QUOTES: readonly SeedQuote[] = [
  // Philippicae IX, 10: "vita enim mortuorum in memoria est posita vivorum".
  { text: 'La vida de los muertos está en la memoria de los vivos.', author: 'Cicerón' },
  // Epistulae morales, letter 77.
  {
    text: 'Como una obra de teatro, así es la vida: no importa cuánto dure, sino qué tan bien se haya representado.',
    author: 'Séneca',
  },
  // Epistulae morales, letter 63.
  { text: 'Procuremos que el recuerdo de quienes hemos perdido nos resulte grato.', author: 'Séneca' },
  // Epistulae morales, letter 63.
  {
    text: 'Disfrutemos con avidez de nuestros amigos, porque no sabemos por cuánto tiempo se nos concederá este privilegio.',
    author: 'Séneca',
  },
  // Coplas por la muerte de su padre, III.
  { text: 'Nuestras vidas son los ríos que van a dar en la mar, que es el morir.', author: 'Jorge Manrique' },
  // Coplas por la muerte de su padre, I.
  {
    text: 'Recuerde el alma dormida, avive el seso y despierte contemplando cómo se pasa la vida, cómo se viene la muerte tan callando.',
    author: 'Jorge Manrique',
  },
  // Soneto "Amor constante más allá de la muerte".
  { text: 'Serán ceniza, mas tendrá sentido; polvo serán, mas polvo enamorado.', author: 'Francisco de Quevedo' },
  // Campos de Castilla, "Proverbios y cantares" XXIX.
  { text: 'Caminante, no hay camino, se hace camino al andar.', author: 'Antonio Machado' },
  // Nuevas canciones, "Proverbios y cantares".
  { text: 'Hoy es siempre todavía.', author: 'Antonio Machado' },
  // "En paz" (Elevación).
  { text: 'Amé, fui amado, el sol acarició mi faz. ¡Vida, nada me debes! ¡Vida, estamos en paz!', author: 'Amado Nervo' },
  // Versos sencillos, XXXIX.
  {
    text: 'Cultivo una rosa blanca, en julio como en enero, para el amigo sincero que me da su mano franca.',
    author: 'José Martí',
  },
  // The bookmark found in her breviary.
  {
    text: 'Nada te turbe, nada te espante, todo se pasa, Dios no se muda; la paciencia todo lo alcanza.',
    author: 'Santa Teresa de Jesús',
  },
  // Dichos de luz y amor.
  { text: 'A la tarde te examinarán en el amor.', author: 'San Juan de la Cruz' },
  // Don Quijote de la Mancha (a proverb Don Quijote quotes).
  { text: 'Donde una puerta se cierra, otra se abre.', author: 'Miguel de Cervantes' },
  // Macbeth, acto IV, escena 3.
  {
    text: 'Dale palabras al dolor: la pena que no habla le susurra al corazón abrumado y le pide que se rompa.',
    author: 'William Shakespeare',
  },
  // Soneto 18.
  {
    text: 'Mientras los hombres puedan respirar y los ojos puedan ver, vivirán estos versos, y ellos te darán vida.',
    author: 'William Shakespeare',
  },
  // In Memoriam A. H. H., XXVII.
  { text: 'Es mejor haber amado y perdido que no haber amado nunca.', author: 'Alfred Tennyson' },
  // "Hope is the thing with feathers".
  { text: 'La esperanza es esa cosa con plumas que se posa en el alma.', author: 'Emily Dickinson' },
  // "Unable are the Loved to die / For Love is Immortality".
  { text: 'Los amados no pueden morir, porque el amor es inmortalidad.', author: 'Emily Dickinson' },
  // El profeta, "De la alegría y la tristeza".
  {
    text: 'Cuando estés triste, mira de nuevo en tu corazón y verás que en verdad lloras por aquello que fue tu alegría.',
    author: 'Khalil Gibran',
  },
  // El profeta, "De la muerte".
  { text: '¿Qué es morir sino estar desnudo en el viento y fundirse en el sol?', author: 'Khalil Gibran' },
  // Pájaros perdidos (Stray Birds), 82.
  {
    text: 'Que la vida sea bella como las flores de verano, y la muerte, como las hojas de otoño.',
    author: 'Rabindranath Tagore',
  },
  // Pájaros perdidos (Stray Birds), 6.
  { text: 'Si derramas lágrimas cuando extrañas el sol, también te perderás las estrellas.', author: 'Rabindranath Tagore' },
  // El principito, capítulo XXI.
  { text: 'Solo se ve bien con el corazón; lo esencial es invisible a los ojos.', author: 'Antoine de Saint-Exupéry' },
  // El principito, capítulo XXVI.
  {
    text: 'Cuando mires al cielo por la noche, como yo habitaré en una de ellas, como yo reiré en una de ellas, será para ti como si todas las estrellas rieran.',
    author: 'Antoine de Saint-Exupéry',
  },
  { text: 'Porque fuerte como la muerte es el amor.', author: 'Cantar de los Cantares 8:6' },
  { text: 'Bienaventurados los que lloran, porque ellos recibirán consolación.', author: 'Mateo 5:4' },
  { text: 'Quien vive en el corazón de los que ama no muere del todo.', author: 'Anónimo' },
  {
    text: 'El amor que nos diste sigue encendido en cada recuerdo, como una luz que no se apaga.',
    author: 'Anónimo',
  },
];
