/**
 * How a family memorial's member was related to the family (product §2.3), in the wizard's order with 'otro'
 * last: the database's own list (db/schema/enums.ts, its CHECK constraint), handed on here because browser code
 * reaches db/schema only through worker/schemas (docs/architecture.md, "What may import what"). Library-free.
 */
export { RELATIONSHIPS, type Relationship } from '../../db/schema/enums';
