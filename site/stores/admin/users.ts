import { atom, computed } from 'nanostores';
import { ADMIN_USER_MESSAGES as M } from '../../../worker/schemas/admin-user-texts';
import type { ListQuery } from '../../lib/admin/list-query';
import { usersQueryString, type AdminUser, type AdminUserProfile, type AdminUsersPage } from '../../lib/admin/users';
import { apiFetch, apiFetchBody, serverMessageOr } from '../../lib/api';
import type { ActionResult } from '../session';
import { createFetcherStore, invalidatePrefixes, shownRead } from './query';

/** 'Gestión de Usuarios' (product §3.2): the page and search asked for, and what came back. */
export const USERS_KEY = '/api/admin/users';

export const $usersQuery = atom<ListQuery>({ page: 1, search: '' });

const $usersRead = createFetcherStore<AdminUsersPage>([computed($usersQuery, (query) => `${USERS_KEY}?${usersQueryString(query)}`)]);

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
  invalidatePrefixes(USERS_KEY, '/api/admin/stats');
}

/** What a write answers: the user as it is now and the server's message (a pending e-mail change says so). */
export type SavedUser = { user: AdminUser; message: string };

export async function createUser(payload: Record<string, unknown>): Promise<ActionResult<SavedUser>> {
  const result = await apiFetchBody<{ data: AdminUser; message?: string }>(USERS_KEY, { method: 'POST', body: payload });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.saveFailed) };
  usersChanged();
  return { ok: true, data: { user: result.data.data, message: result.data.message ?? M.createdWithLink } };
}

export async function updateUser(id: string, payload: Record<string, unknown>): Promise<ActionResult<SavedUser>> {
  const result = await apiFetchBody<{ data: AdminUser; message?: string }>(`${USERS_KEY}/${encodeURIComponent(id)}`, { method: 'PUT', body: payload });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.saveFailed) };
  usersChanged();
  return { ok: true, data: { user: result.data.data, message: result.data.message ?? M.updated } };
}

/** 'Enviar enlace para restablecer la contraseña': the person gets the link at their address (audited). */
export async function sendPasswordReset(id: string): Promise<ActionResult<string>> {
  const result = await apiFetchBody<{ message?: string }>(`${USERS_KEY}/${encodeURIComponent(id)}/password-reset`, { method: 'POST' });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.passwordResetFailed) };
  return { ok: true, data: result.data.message ?? 'Enlace para restablecer la contraseña enviado.' };
}

export async function deleteUser(id: string): Promise<ActionResult> {
  const result = await apiFetch<unknown>(`${USERS_KEY}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.deleteFailed) };
  usersChanged();
  return { ok: true, data: undefined };
}

/** A user's memorials, read when their dialog opens (never cached: it is one look). */
export async function loadUserProfiles(id: string): Promise<ActionResult<AdminUserProfile[]>> {
  const result = await apiFetch<AdminUserProfile[]>(`${USERS_KEY}/${encodeURIComponent(id)}/profiles`);
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, M.profilesFailed) };
  return { ok: true, data: result.data ?? [] };
}

/** A super administrator resets another account's second factor (audited; that account is signed out). */
export async function resetUserMfa(id: string): Promise<ActionResult> {
  const result = await apiFetch<unknown>(`${USERS_KEY}/${encodeURIComponent(id)}/mfa`, { method: 'DELETE' });
  if (!result.ok) return { ok: false, error: result.error };
  usersChanged();
  return { ok: true, data: undefined };
}
