/**
 * Enumerations the database enforces with CHECK constraints and the API validates with zod.
 * One list each, shared by both, so a value can never be valid in one place and not the other.
 */
export const USER_ROLES = ['user', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'magic_link'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export const PACKAGE_TYPES = ['individual', 'family'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const ORDER_STATUSES = ['pending', 'pending_verification', 'completed', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The buyer's identity document on an order's invoice (docs/features/payments.md "Who buys"): DIAN codes 13, 22, 31, 41, 12. */
export const BUYER_DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PP', 'TI'] as const;
export type BuyerDocumentType = (typeof BUYER_DOCUMENT_TYPES)[number];

/**
 * What became of an online payment gateway's event (docs/features/payments.md): 'received' until processed; 'paid' paid its order,
 * 'declined' marked it failed, 'repeated' changed nothing (the same or an older event), 'ignored' needed nothing;
 * 'unavailable' the gateway's API did not answer the confirmation (the gateway delivers the event again).
 * Shown to the administrators: 'unknown_reference', 'amount_mismatch', 'unconfirmed' (the gateway's API does not
 * know the transaction, or names another reference) and 'transaction_reused' (it already paid another order).
 * See docs/features/payments.md.
 */
export const PAYMENT_EVENT_OUTCOMES = [
  'received',
  'paid',
  'declined',
  'repeated',
  'ignored',
  'unknown_reference',
  'amount_mismatch',
  'unconfirmed',
  'transaction_reused',
  'unavailable',
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

export const PROFILE_TYPES = ['individual', 'family'] as const;

/**
 * Who may see a memorial or family page (docs/features/visibility.md): everyone (`public`), only who has its link or plaque
 * (`unlisted`: noindex, in no listing), or only who types the family's access code (`private`).
 */
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const INDIVIDUAL_TEMPLATES = [
  'template-1',
  'template-2',
  'template-3',
  'template-4',
  'template-5',
  'template-6',
  'template-7',
  'template-8',
  'general-1',
] as const;
export type IndividualTemplate = (typeof INDIVIDUAL_TEMPLATES)[number];

export const FAMILY_TEMPLATES = ['family-1', 'family-2'] as const;
export type FamilyTemplate = (typeof FAMILY_TEMPLATES)[number];

export const COUPLE_TEMPLATES = ['couple-1'] as const;

export const RELATIONSHIPS = [
  'padre',
  'madre',
  'hijo',
  'hija',
  'hermano',
  'hermana',
  'abuelo',
  'abuela',
  'nieto',
  'nieta',
  'tío',
  'tía',
  'sobrino',
  'sobrina',
  'primo',
  'prima',
  'esposo',
  'esposa',
  'novio',
  'novia',
  'suegro',
  'suegra',
  'yerno',
  'nuera',
  'cuñado',
  'cuñada',
  'otro',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** 'payment_qr': the Bre-B QR image the business's bank issued, uploaded by a super_admin (Configuración). */
export const MEDIA_KINDS = ['profile', 'gallery', 'video', 'thumbnail', 'memory', 'couple', 'template', 'payment_qr'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

export const SETTING_KEYS = [
  'hero_section',
  'site_stats',
  'examples_section',
  'tutorial_video',
  'footer_info',
  'payment_methods',
  'pricing_plan',
  'legal_entity',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What a plaque's short code can point at: the three kinds of public page. */
export const SHORT_LINK_TARGETS = ['memorial', 'family', 'couple'] as const;

/**
 * The plaque's way from payment to the grave, in order: a plaque only ever moves one step forward
 * (worker/services/plaques.ts guards each move with the state it leaves).
 */
export const PLAQUE_STATUSES = ['por_grabar', 'grabada', 'enviada', 'entregada'] as const;
export type PlaqueStatus = (typeof PLAQUE_STATUSES)[number];

/** What a plaque carries the code of: a memorial or a family memorial bought with an order. */
export const PLAQUE_TARGETS = ['memorial', 'family'] as const;
export type PlaqueTarget = (typeof PLAQUE_TARGETS)[number];

/**
 * What a person authorised the processing of their personal data for (Ley 1581 de 2012, art. 9): creating an
 * account, leaving a memory on a wall, giving the plaque's delivery address, and receiving a memorial's
 * remembrance-date reminders by e-mail. Each is stored with the policy
 * version it accepted (worker/schemas/privacy-texts.ts).
 */
export const PRIVACY_CONSENT_PURPOSES = ['registro', 'recuerdo', 'entrega_placa', 'recordatorios'] as const;
export type PrivacyConsentPurpose = (typeof PRIVACY_CONSENT_PURPOSES)[number];

/**
 * The remembrance dates a memorial keeps (worker/remembrance/): the novenario's nine days, the misa de mes, the
 * cabo de año (first anniversary), every later anniversary, the birthday, 2 November (Día de los Fieles
 * Difuntos), and, when the owner turns them on, Día de la Madre and Día del Padre.
 */
export const REMEMBRANCE_KINDS = [
  'novenario',
  'misa_de_mes',
  'cabo_de_ano',
  'aniversario',
  'cumpleanos',
  'fieles_difuntos',
  'dia_de_la_madre',
  'dia_del_padre',
] as const;
export type RemembranceKind = (typeof REMEMBRANCE_KINDS)[number];

/**
 * A remembrance e-mail's way through the sent-log (remembrance_deliveries): claimed ('sending') before the
 * provider is called, then 'sent' or 'failed' (a failed one is claimed again by the next run).
 */
export const DELIVERY_STATUSES = ['sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a sent-log row delivered: a remembrance-date reminder, or the owner's daily digest of candles. */
export const DELIVERY_KINDS = ['reminder', 'candle_digest'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * The kinds of gathering a family announces on the page (docs/features/gatherings.md): the velación, the exequias, a mass, the
 * novenario's prayers, the misa de mes, the cabo de año, or another meeting ('Encuentro').
 */
export const GATHERING_KINDS = ['velacion', 'exequias', 'misa', 'novenario', 'misa_de_mes', 'cabo_de_ano', 'otro'] as const;
export type GatheringKind = (typeof GATHERING_KINDS)[number];

/** Why a visitor reports a memory on a wall (docs/features/memory-wall.md); the Spanish labels are in worker/schemas/wall-moderation-texts.ts. */
export const MEMORY_REPORT_REASONS = ['offensive', 'false_information', 'spam', 'personal_data', 'other'] as const;
export type MemoryReportReason = (typeof MEMORY_REPORT_REASONS)[number];

/**
 * What a relative the owner invited may do on one memorial (worker/services/memorial-access.ts): an editor changes its
 * content and moderates its memories, a moderator only moderates memories. The owner is the memorial's `user_id`.
 */
export const MANAGER_ROLES = ['editor', 'moderator'] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

/** What accepting an invitation makes its addressee: a manager of one role, or (a hand-over) the owner. */
export const INVITATION_ROLES = ['editor', 'moderator', 'owner'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/**
 * Where a person rests (docs/features/resting-places.md): a bóveda (temporary in most Colombian cemeteries: about four years in Bogotá's
 * district ones), a grave, an osario or a cenizario niche, ashes kept at home or scattered, or anything else.
 */
export const RESTING_PLACE_KINDS = ['boveda', 'tumba', 'osario', 'cenizario', 'cenizas_en_casa', 'cenizas_esparcidas', 'otro'] as const;
export type RestingPlaceKind = (typeof RESTING_PLACE_KINDS)[number];
