// Who sells (docs/features/invoices.md): the 'legal_entity' setting, its rules on the server, and where it shows.
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../worker/mail/outbox';
import { SETTINGS_MESSAGES as M } from '../../worker/schemas/settings';
import { loadPageCommons } from '../../site/data/public-page-commons';
import { readPublicMemorial } from '../../site/data/public-memorial-reads';
import { createUserWithSession } from '../helpers/auth';
import { colombianDay } from '../helpers/colombian-days';
import { watchPurges } from '../helpers/edge-purges';
import { insertMemorial } from '../helpers/memorials';
import { useFreshTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';
import { STORED_SELLER, TYPED_SELLER } from '../helpers/legal-entity';

const t = useFreshTestApp({ admin: true });

const SELLER = TYPED_SELLER;

const saveAs = (token: string, value: unknown) =>
  read(clientAs(t.app, token).adminSettings[':key'].$put({ param: { key: 'legal_entity' }, json: { value } }));
const save = (value: unknown) => saveAs(t.admin.token, value);

describe('saving legal_entity', () => {
  it('stores a valid identity with the NIT as its digits and the phone as its ten, and purges every public page', async () => {
    const purges = await watchPurges(t.db);
    const { status, body } = await save(SELLER);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.value).toEqual(STORED_SELLER);
    expect(await purges.take()).toEqual(['*']);
    const listed = (await read(clientAs(t.app).settings.index.$get())).body.data;
    expect(listed.find((entry) => entry.key === 'legal_entity')?.value).toMatchObject({ nit: '800197268', dv: '4' });
  });

  it('refuses a check digit that does not match the NIT: 400, in Spanish, naming dv', async () => {
    const { status, body } = await save({ ...SELLER, dv: '5' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: M.dvMismatch, field: 'value.dv' });
    expect(M.dvMismatch).toBe('El dígito de verificación no corresponde al NIT');
  });

  it.each([
    ['razon_social', M.legalNameRequired],
    ['nit', M.nitRequired],
    ['dv', M.dvRequired],
    ['address', M.legalAddressRequired],
    ['city', M.legalCityRequired],
    ['phone', M.legalPhoneRequired],
    ['email', M.legalEmailRequired],
  ] as const)('refuses an empty %s with its own message', async (field, message) => {
    const { status, body } = await save({ ...SELLER, [field]: '  ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, field: `value.${field}` });
  });

  it.each([
    ['a missing field', { ...SELLER, city: undefined }, 'value.city', M.legalCityRequired],
    ['a NIT with letters', { ...SELLER, nit: '80019726A' }, 'value.nit', M.nitInvalid],
    ['a two-digit DV', { ...SELLER, dv: '14' }, 'value.dv', M.dvInvalid],
    ['a phone that is not Colombian', { ...SELLER, phone: '12345' }, 'value.phone', M.legalPhoneInvalid],
    ['an e-mail without a domain', { ...SELLER, email: 'ventas@' }, 'value.email', M.emailInvalid],
  ])('refuses %s', async (_, value, field, message) => {
    const { status, body } = await save(value);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, field });
  });

  it('refuses anyone but an administrator, and stores nothing', async () => {
    const customer = await createUserWithSession(t.db);
    expect((await saveAs(customer.token, SELLER)).status).toBe(403);
    expect((await read(clientAs(t.app).settings.index.$get())).body.data.some((entry) => entry.key === 'legal_entity')).toBe(false);
  });

  it('is not written by "Inicializar configuraciones": there is no identity to invent', async () => {
    const { body } = await read(clientAs(t.app, t.admin.token).adminSettings.init.$post());
    expect(body.data.created).not.toContain('legal_entity');
    expect(body.data.created).toContain('footer_info');
  });
});

describe('where it shows', () => {
  it('a public page’s footer shows nothing until it is saved, then the razón social and the NIT', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
    const footer = async () => (await readPublicMemorial(t.db, memorial.slug, colombianDay(), undefined))!.commons.seller;
    expect(await footer()).toBeNull();
    expect((await loadPageCommons(t.db, colombianDay())).seller).toBeNull();

    expect((await save(SELLER)).status).toBe(200);
    const expected = {
      name: 'Recuerdos Eternos S.A.S.',
      nit: 'NIT 800.197.268-4',
      address: 'Calle 5 # 38-25, oficina 301, Cali',
      phone: '300 123 4567',
      email: 'ventas@recuerdoseternos.co',
    };
    expect(await footer()).toEqual(expected);
    expect((await loadPageCommons(t.db, colombianDay())).seller).toEqual(expected);
  });

  it('a transactional e-mail carries the seller in its foot once saved, and no slot before', async () => {
    const person = await createUserWithSession(t.db);
    const forgot = () => read(clientAs(t.app).auth['forgot-password'].$post({ json: { email: person.email } }));

    expect((await forgot()).status).toBe(200);
    const [before] = await listOutbox(t.db, person.email);
    expect(before!.html).not.toContain('NIT');
    expect(before!.html).not.toContain('<!--quien-vende-->');
    expect(before!.text).not.toContain('Vende:');

    expect((await save(SELLER)).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const [after] = await listOutbox(t.db, person.email);
    expect(after!.subject).toBe(before!.subject);
    expect(after!.html).toContain('Vende: Recuerdos Eternos S.A.S., NIT 800.197.268-4.');
    expect(after!.html).toContain('mailto:ventas@recuerdoseternos.co');
    expect(after!.text).toContain(
      'Vende: Recuerdos Eternos S.A.S., NIT 800.197.268-4. Calle 5 # 38-25, oficina 301, Cali. Tel. 300 123 4567.',
    );
  });
});
