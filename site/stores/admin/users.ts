import { atom } from 'nanostores';
import { ADMIN_USER_MESSAGES as M } from '../../../worker/schemas/admin-user-texts';
import type { ListQuery } from '../../lib/admin/list-query';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import { usersParams, usersQueryString, type AdminUser, type AdminUserMemorial, type UserPayload } from '../../lib/admin/users';
import { serverMessageOr } from '../../lib/api';
import { api, request, requestData } from '../../lib/api-client';
import type { ActionResult } from '../session';
import { createAskedRead, idParam, invalidatePrefixes, shownRead } from './query';

/** 'Gestión de usuarios' (product §3.2): the page and search asked for, and what came back. */
export const USERS_KEY = ADMIN_READS.users;

export const $usersQuery = atom<ListQuery>({ page: 1, search: '' });

const $usersRead = createAskedRead(
  $usersQuery,
  (query) => `${USERS_KEY}?${usersQueryString(query)}`,
  (query) => request(api.adminUsers.index.$get({ query: usersParams(query) })),
);

export const $users = shownRead($usersRead, M.loadFailed);

export function searchUsers(search: string): void {
  if (search === $usersQuery.get().search) return;
  $usersQuery.set({ search, page: 1 });
}

/** Sought from the page on screen, so a page near the end costs what a page near the start does. */
export function showUsersPage(page: number): void {
  $usersQuery.set({ ...$usersQuery.get(), page, cursor: $users.get().data?.pagination.cursor });
}

/** Every read that shows users or counts them (the list, the dashboard) is stale after a change. */
function usersChanged(): void {
  invalidatePrefixes(USERS_KEY, ADMIN_READS.stats);
}

/** What a write answers: the user as it is now and the server's message (a pending e-mail change says so). */
export type SavedUser = { user: AdminUser; message: string };

export async function createUser(payload: UserPayload): Promise<ActionResult<SavedUser>> {
  const result = await request(api.adminUsers.index.$post({ json: payload }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.saveFailed) };
  usersChanged();
  return { ok: true, data: { user: result.data.data, message: result.data.message ?? M.createdWithLink } };
}

export async function updateUser(id: string, payload: UserPayload): Promise<ActionResult<SavedUser>> {
  const result = await request(api.adminUsers[':id'].$put({ param: idParam(id), json: payload }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.saveFailed) };
  usersChanged();
  return { ok: true, data: { user: result.data.data, message: result.data.message ?? M.updated } };
}

/** 'Enviar enlace para restablecer la contraseña': the person gets the link at their address (audited). */
export async function sendPasswordReset(id: string): Promise<ActionResult<string>> {
  const result = await request(api.adminUsers[':id']['password-reset'].$post({ param: idParam(id) }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.passwordResetFailed) };
  return { ok: true, data: result.data.message ?? 'Enlace para restablecer la contraseña enviado.' };
}

export async function deleteUser(id: string): Promise<ActionResult> {
  const result = await request(api.adminUsers[':id'].$delete({ param: idParam(id) }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.deleteFailed) };
  usersChanged();
  return { ok: true, data: undefined };
}

/** A user's memorials, read when their dialog opens (never cached: it is one look). */
export async function loadUserMemorials(id: string): Promise<ActionResult<AdminUserMemorial[]>> {
  const result = await requestData(api.adminUsers[':id'].profiles.$get({ param: idParam(id) }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.memorialsFailed) };
  return { ok: true, data: result.data ?? [] };
}

/** A super administrator resets another account's second factor (audited; that account is signed out). */
export async function resetUserMfa(id: string): Promise<ActionResult> {
  const result = await request(api.adminUsers[':id'].mfa.$delete({ param: idParam(id) }));
  if (!result.ok) return { ok: false, error: result.error };
  usersChanged();
  return { ok: true, data: undefined };
}
