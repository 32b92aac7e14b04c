import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { ADMIN_READS, noticeTopic, STALE_AFTER } from '../../site/lib/admin/live-topics';
import {
  assignableRoles,
  mayManage,
  memorialPath,
  userPayload,
  usersQueryString,
  validateUserForm,
  type UserFormFields,
} from '../../site/lib/admin/users';

const fields = (changes: Partial<UserFormFields> = {}): UserFormFields => ({
  first_name: 'Lucía',
  last_name: 'Restrepo',
  email: 'lucia@example.com',
  role: 'user',
  ...changes,
});

describe('the user form', () => {
  it('asks for names and a valid e-mail, and never for a password', () => {
    expect(validateUserForm(fields())).toEqual({});
    expect(validateUserForm(fields({ first_name: ' ', last_name: '', email: 'x' }))).toEqual({
      first_name: 'Los nombres son requeridos',
      last_name: 'Los apellidos son requeridos',
      email: 'Correo inválido',
    });
  });

  it('sends the spec payload, trimmed, without any password', () => {
    expect(userPayload(fields({ first_name: ' Lucía ' }))).toEqual({
      first_name: 'Lucía',
      last_name: 'Restrepo',
      email: 'lucia@example.com',
      role: 'user',
    });
    expect(userPayload(fields())).not.toHaveProperty('password');
  });
});

describe('roles in the back-office', () => {
  it('lets only a super admin hand out or touch the administrator roles', () => {
    expect(assignableRoles('super_admin')).toEqual(['user', 'admin', 'super_admin']);
    expect(assignableRoles('admin')).toEqual(['user']);
    expectAnswers(mayManage, [
      [{ role: 'admin' }, { role: 'user' }, true],
      [{ role: 'admin' }, { role: 'admin' }, false],
      [{ role: 'super_admin' }, { role: 'admin' }, true],
    ]);
  });
});

describe('lists and links', () => {
  it('asks for 10 users a page and sends a search only when there is one', () => {
    expect(usersQueryString({ page: 2, search: '  ' })).toBe('page=2&limit=10');
    expect(usersQueryString({ page: 1, search: ' ana ' })).toBe('page=1&limit=10&search=ana');
  });

  it('links individual memorials under /memorial/ and families under /familia/', () => {
    expect(memorialPath({ type: 'individual', slug: 'rosa' })).toBe('/memorial/rosa');
    expect(memorialPath({ type: 'family', slug: 'familia-gomez' })).toBe('/familia/familia-gomez');
  });
});

describe('live notices in the back-office', () => {
  itAnswers('reads the topic of a notice and ignores anything else', noticeTopic, [
    ['{"type":"changed","topic":"orders"}', 'orders'],
    ['{"type":"changed","topic":"nada"}', null],
    ['no es json', null],
    ['null', null],
  ]);

  it('refreshes the dashboard and the users list on orders (a user row counts orders)', () => {
    expect(STALE_AFTER.orders).toEqual(expect.arrayContaining([ADMIN_READS.orders, ADMIN_READS.stats, ADMIN_READS.users]));
    expect(STALE_AFTER.users).toContain(ADMIN_READS.stats);
    expect(STALE_AFTER.memorials).toContain(ADMIN_READS.memorials);
  });
});
