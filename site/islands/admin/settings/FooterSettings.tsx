import type { SiteSettings } from '../../../lib/admin/settings';
import { SectionCard } from './SectionCard';
import { TextField } from './TextField';
import { useSection } from './useSection';

type Footer = SiteSettings['footer_info'];

/** footer_info: the company's details, its phone (the chat button's number) and social networks. */
export function FooterSettings({ stored }: { stored: Footer }) {
  const section = useSection('footer_info', stored);
  const { draft, change } = section;
  const set = (field: Exclude<keyof Footer, 'social'>) => (value: string) => change({ ...draft, [field]: value });
  const setSocial = (field: keyof Footer['social']) => (value: string) => change({ ...draft, social: { ...draft.social, [field]: value } });
  return (
    <SectionCard id="settings-footer" title="Pie de página y contacto" section={section}>
      <div className="form-grid">
        <TextField label="Nombre de la empresa" value={draft.company_name} onChange={set('company_name')} maxLength={100} />
        <TextField label="Dirección" value={draft.address} onChange={set('address')} maxLength={200} />
        <TextField
          label="Teléfono"
          type="tel"
          value={draft.phone}
          onChange={set('phone')}
          maxLength={30}
          hint="Solo el número (por ejemplo 300 123 4567): el botón de chat le agrega +57 si no lo tiene."
        />
        <TextField label="Correo electrónico" type="email" value={draft.email} onChange={set('email')} maxLength={200} />
        <TextField label="Descripción" value={draft.description} onChange={set('description')} maxLength={500} multiline />
        <TextField label="Facebook" type="url" value={draft.social.facebook} onChange={setSocial('facebook')} maxLength={300} />
        <TextField label="Instagram" type="url" value={draft.social.instagram} onChange={setSocial('instagram')} maxLength={300} />
        <TextField label="TikTok" type="url" value={draft.social.twitter} onChange={setSocial('twitter')} maxLength={300} />
      </div>
    </SectionCard>
  );
}
