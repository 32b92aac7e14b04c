/**
 * 'Debes iniciar sesión para continuar', the orders API's answer without a session, in a module of its own: the
 * checkout store says it on the landing before any touch, and importing ./order-texts.ts for it would bring the
 * whole order table into that page's first JavaScript.
 */
export const LOGIN_REQUIRED = 'Debes iniciar sesión para continuar';
