import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireSignedIn, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { isOnlineOrder, ORDER_MESSAGES, orderRequestSchema, transferSwitchSchema } from '../schemas/orders';
import { createOrder, getUserOrder, listUserOrders } from '../services/orders';
import { createOnlineOrder } from '../services/online-orders';
import { lastOrderBuyer } from '../services/order-buyer';
import { cancelOnlineOrder, restartCheckout, switchToTransfer } from '../services/unfinished-online-orders';
import { requestDeps } from './request-deps';
import { orderIdParams } from '../schemas/params';

/** A customer's own orders; checkout tells a guest 'Debes iniciar sesión para continuar'. */
export const ordersApi = new Hono<AppEnv>()
  .use(requireSignedIn(ORDER_MESSAGES.loginRequired))
  .get('/', async (c) => c.json({ success: true as const, data: await listUserOrders(requestDeps(c), signedInUser(c)) }))
  // The buyer of the customer's latest order, to start the next checkout from (docs/features/payments.md "Who buys").
  .get('/buyer', async (c) => c.json({ success: true as const, data: await lastOrderBuyer(requestDeps(c), signedInUser(c)) }))
  .get('/:id', validate('param', orderIdParams), async (c) =>
    c.json({ success: true as const, data: await getUserOrder(requestDeps(c), signedInUser(c), c.req.valid('param').id) }),
  )
  .post('/', validate('json', orderRequestSchema), async (c) => {
    const input = c.req.valid('json');
    // 'Pagar en línea' (docs/features/payments.md): the order and the gateway's checkout address to send the customer to.
    if (isOnlineOrder(input))
      return c.json({ success: true as const, data: await createOnlineOrder(requestDeps(c), signedInUser(c), input) }, 201);
    const order = await createOrder(requestDeps(c), signedInUser(c), input);
    return c.json({ success: true as const, data: order }, 201);
  })
  // An online order whose checkout did not finish (docs/features/payments.md): a new checkout, a transfer instead, or cancelled.
  .post('/:id/checkout', validate('param', orderIdParams), async (c) =>
    c.json({ success: true as const, data: await restartCheckout(requestDeps(c), signedInUser(c), c.req.valid('param').id) }),
  )
  .put('/:id/transfer', validate('param', orderIdParams), validate('json', transferSwitchSchema), async (c) =>
    c.json({
      success: true as const,
      data: await switchToTransfer(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json')),
    }),
  )
  .post('/:id/cancel', validate('param', orderIdParams), async (c) =>
    c.json({ success: true as const, data: await cancelOnlineOrder(requestDeps(c), signedInUser(c), c.req.valid('param').id) }),
  );
