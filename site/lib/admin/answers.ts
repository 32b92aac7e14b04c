/**
 * What the back-office's routes answer, inferred from the routes themselves (worker/api/admin/*.ts) through
 * the typed client's types: a route whose answer changes breaks the type-check of every screen that reads it.
 * Type-only, so nothing of the client (or of the worker) reaches a bundle through this file.
 */
import type { Answer, AnswerData, ApiClients } from '../api-client';

/** The answer of one typed call, e.g. `Sent<ApiClients['adminOrders']['index']['$get']>`. */
type Sent<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;

type Orders = ApiClients['adminOrders'];
type Users = ApiClients['adminUsers'];
type Plaques = ApiClients['adminPlaques'];
type Couples = ApiClients['adminCouples'];

/** GET orders: a page of orders and its pagination. */
export type AdminOrdersPage = Answer<Sent<Orders['index']['$get']>>;
/** GET orders/pending-count: the bell's figure. */
export type PendingCountAnswer = Answer<Sent<Orders['pending-count']['$get']>>;
/** GET orders/{id}: one order with its history, its memorial and its plaque. */
export type AdminOrderDetail = AnswerData<Sent<Orders[':id']['$get']>>;
/** PATCH orders/{id}: the order as it is after the decision. */
export type DecidedOrder = AnswerData<Sent<Orders[':id']['$patch']>>;
/** POST orders: the body of a manual order, as the route validates it. */
export type ManualOrderBody = Parameters<Orders['index']['$post']>[0]['json'];

/** GET users: a page of users. */
export type AdminUsersPage = Answer<Sent<Users['index']['$get']>>;
/** GET users/{id}/profiles: a user's memorials. */
export type AdminUserMemorials = AnswerData<Sent<Users[':id']['profiles']['$get']>>;
/** POST users and PUT users/{id}: what the user form sends (one body fits both: the server keeps what its route takes). */
export type UserPayload = Parameters<Users['index']['$post']>[0]['json'] & Parameters<Users[':id']['$put']>[0]['json'];
/** GET users/search: the customers an order (or a couple page) can be given to. */
export type UserSearchAnswer = Answer<Sent<Users['search']['$get']>>;

/** GET memorial-profiles: a page of memorials of every kind. */
export type AdminMemorialsPage = Answer<Sent<ApiClients['adminMemorials']['index']['$get']>>;

/** GET couple-profiles and GET couple-profiles/{id}. */
export type AdminCouplesAnswer = Answer<Sent<Couples['index']['$get']>>;
export type AdminCoupleAnswer = Answer<Sent<Couples[':id']['$get']>>;
/** POST couple-profiles: the body the wizard sends to create a couple page. */
export type CoupleCreateRequest = Parameters<Couples['index']['$post']>[0]['json'];

/** GET plaques: a page of plaques, its pagination and the counts by state. */
export type AdminPlaquesPage = Answer<Sent<Plaques['index']['$get']>>;
/** PATCH plaques/{id}: one step forward. */
export type PlaqueAdvanceBody = Parameters<Plaques[':id']['$patch']>[0]['json'];

/** GET stats: the dashboard's figures and recent activity. */
export type AdminStatsAnswer = Answer<Sent<ApiClients['admin']['stats']['$get']>>;
/** GET dashboard: the administrator the panel opens for. */
export type AdminDashboard = AnswerData<Sent<ApiClients['admin']['dashboard']['$get']>>;

/** GET settings and GET packages (inactive packages too). */
export type AdminSettingsAnswer = Answer<Sent<ApiClients['adminSettings']['index']['$get']>>;
export type AdminPackagesAnswer = Answer<Sent<ApiClients['adminPackages']['index']['$get']>>;

/** GET packages (the public list): what a manual order can be for. */
export type OfferedPackages = AnswerData<Sent<ApiClients['packages']['index']['$get']>>;
