import type { MemoryDto } from '../../worker/services/memories';

/**
 * A visitor's memory as the API answers it (product §2.3 'Memory'): approved, on the public wall, with a photo,
 * written on the evening of 10 January 2026 in Colombia (03:00 UTC on the 11th). A test overrides what it is about.
 */
export function memoryRow(overrides: Partial<MemoryDto> = {}): MemoryDto {
  return {
    id: 'm1',
    memorial_profile_id: 'p1',
    family_profile_id: null,
    photo_url: '/media/memory/anon/f.jpg',
    author_name: 'Camila Torres',
    message: 'Gracias por todo.',
    song: null,
    things_list: [],
    visitor_consent: true,
    is_authorized: true,
    is_public: true,
    likes: 0,
    hidden_by_reports: false,
    from_blocked_writer: false,
    created_at: '2026-01-11T03:00:00.000Z',
    ...overrides,
  };
}
