/**
 * A seller as 'Datos legales de la empresa' stores it (docs/features/invoices.md): DIAN's own NIT, whose check
 * digit is 4, the phone as its ten digits.
 */
export const STORED_SELLER = {
  razon_social: 'Recuerdos Eternos S.A.S.',
  nit: '800197268',
  dv: '4',
  address: 'Calle 5 # 38-25, oficina 301',
  city: 'Cali',
  phone: '3001234567',
  email: 'ventas@recuerdoseternos.co',
};

/** The same seller as an administrator types it: the NIT with dots, the phone with +57 and spaces. */
export const TYPED_SELLER = { ...STORED_SELLER, nit: '800.197.268', phone: '+57 300 123 4567' };
