import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/roles';
import { validate } from '../../middleware/validation';
import { adminCreateOrderSchema, adminOrdersQuerySchema, orderDecisionSchema } from '../../schemas/orders';
import { getAdminOrderDetail } from '../../services/admin-order-detail';
import { countPendingOrders, createManualOrder, decideOrder, listAdminOrders } from '../../services/admin-orders';
import { checkOrderWithGateway } from '../../services/payment-events';
import { requestDeps } from '../request-deps';
import { orderIdParams } from '../../schemas/params';

export const adminOrdersApi = new Hono<AppEnv>()
  .get('/pending-count', async (c) => c.json({ success: true as const, count: await countPendingOrders(requestDeps(c)) }))
  .get('/', validate('query', adminOrdersQuerySchema), async (c) => {
    const { data, pagination } = await listAdminOrders(requestDeps(c), c.req.valid('query'));
    return c.json({ success: true as const, data, pagination });
  })
  .get('/:id', validate('param', orderIdParams), async (c) =>
    c.json({ success: true as const, data: await getAdminOrderDetail(requestDeps(c), c.req.valid('param').id) }),
  )
  .patch('/:id', validate('param', orderIdParams), validate('json', orderDecisionSchema), async (c) => {
    const order = await decideOrder(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json').status);
    return c.json({ success: true as const, data: order });
  })
  // 'Consultar en Wompi' (docs/features/payments.md): the order's latest reported transaction, confirmed with Wompi's API again.
  .post('/:id/wompi-check', validate('param', orderIdParams), async (c) => {
    const deps = requestDeps(c);
    const { outcome, orderId } = await checkOrderWithGateway(deps, deps.gateway, c.req.valid('param').id);
    return c.json({ success: true as const, data: { outcome, order_id: orderId } });
  })
  .post('/', validate('json', adminCreateOrderSchema), async (c) => {
    const order = await createManualOrder(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data: order }, 201);
  });
