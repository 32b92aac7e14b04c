import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireSignedIn, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { createOrderSchema, ORDER_MESSAGES } from '../schemas/orders';
import { createOrder, getUserOrder, listUserOrders } from '../services/orders';
import { requestDeps } from './request-deps';
import { orderIdParams } from '../schemas/params';

/** A customer's own orders; checkout tells a guest 'Debes iniciar sesión para continuar'. */
export const ordersApi = new Hono<AppEnv>()
  .use(requireSignedIn(ORDER_MESSAGES.loginRequired))
  .get('/', async (c) => c.json({ success: true as const, data: await listUserOrders(requestDeps(c), signedInUser(c)) }))
  .get('/:id', validate('param', orderIdParams), async (c) =>
    c.json({ success: true as const, data: await getUserOrder(requestDeps(c), signedInUser(c), c.req.valid('param').id) }),
  )
  .post('/', validate('json', createOrderSchema), async (c) => {
    const order = await createOrder(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data: order }, 201);
  });
