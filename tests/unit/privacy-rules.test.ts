import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../db/schema/enums';
import { privacyConsentField } from '../../worker/schemas/privacy';
import { POLICY_VERSION, PRIVACY_MESSAGES, policyDateLabel } from '../../worker/schemas/privacy-texts';
import { exportFileName } from '../../worker/services/account-data';
import {
  abandonedOnlineCutoff,
  accountMediaUrls,
  ADDRESS_KEEPING_STATUSES,
  DELETED_ACCOUNT,
  orderFate,
  type FateOrder,
} from '../../worker/services/account-deletion-rules';

describe('privacy_consent', () => {
  const schema = z.object({ privacy_consent: privacyConsentField('recuerdo') });

  it('accepts only the boolean true', () => {
    expect(schema.safeParse({ privacy_consent: true }).success).toBe(true);
    for (const value of [undefined, false, 'true', 'on', 1, null]) {
      const result = schema.safeParse({ privacy_consent: value });
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PRIVACY_MESSAGES.recuerdo);
    }
  });

  it('has a refusal for each purpose, in Spanish', () => {
    expect(Object.keys(PRIVACY_MESSAGES).sort()).toEqual(['entrega_placa', 'recordatorios', 'recuerdo', 'registro']);
    for (const message of Object.values(PRIVACY_MESSAGES)) expect(message).toMatch(/^Debes autorizar el tratamiento de/);
  });
});

describe('the policy version', () => {
  it('is a date, shown the Colombian way', () => {
    expect(POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policyDateLabel('2026-11-25')).toBe('25 de noviembre de 2026');
    expect(policyDateLabel('2027-01-01')).toBe('1 de enero de 2027');
  });
});

describe('what happens to each order when its customer deletes the account', () => {
  const NOW = Date.parse('2026-11-20T15:00:00.000Z');
  const HOUR = 60 * 60 * 1000;
  const madeAgo = (ms: number) => new Date(NOW - ms).toISOString();
  /** A transfer made an hour ago, unless told otherwise. */
  const fate = (order: Partial<FateOrder> & Pick<FateOrder, 'status'>) =>
    orderFate({ paidAt: null, paymentMethod: 'nequi', createdAt: madeAgo(HOUR), approvalReported: false, ...order }, NOW);

  it('keeps paid ones, waits for one being checked, drops the rest', () => {
    expect(fate({ status: 'completed', paidAt: '2026-11-20T10:00:00.000Z' })).toBe('keep');
    expect(fate({ status: 'completed' })).toBe('keep');
    expect(fate({ status: 'cancelled', paidAt: '2026-11-20T10:00:00.000Z' })).toBe('keep');
    expect(fate({ status: 'pending' })).toBe('wait');
    expect(fate({ status: 'pending_verification' })).toBe('wait');
    expect(fate({ status: 'cancelled' })).toBe('delete');
    expect(fate({ status: 'failed' })).toBe('delete');
  });

  it('drops an online order abandoned at Wompi: a day old and never reported approved', () => {
    expect(fate({ status: 'pending', paymentMethod: 'wompi', createdAt: madeAgo(24 * HOUR + 1000) })).toBe('delete');
    // Within its first day it may still be paid (PSE takes hours); once an approval was reported, a person settles it.
    expect(fate({ status: 'pending', paymentMethod: 'wompi', createdAt: madeAgo(23 * HOUR) })).toBe('wait');
    expect(fate({ status: 'pending', paymentMethod: 'wompi', createdAt: madeAgo(30 * 24 * HOUR), approvalReported: true })).toBe('wait');
    // A transfer waits however old: a person checks every one.
    expect(fate({ status: 'pending', createdAt: madeAgo(30 * 24 * HOUR) })).toBe('wait');
    expect(abandonedOnlineCutoff(NOW)).toBe('2026-11-19T15:00:00.000Z');
  });

  it('decides every status there is', () => {
    for (const status of ORDER_STATUSES) expect(['keep', 'wait', 'delete']).toContain(fate({ status }));
  });
});

describe('the deleted account', () => {
  it('can receive no mail and has no way in', () => {
    expect(DELETED_ACCOUNT.email).toMatch(/\.invalid$/);
    expect(DELETED_ACCOUNT).toMatchObject({ passwordHash: null, isActive: false, role: 'user' });
  });

  it('keeps an address only on plaques the courier has', () => {
    expect([...ADDRESS_KEEPING_STATUSES]).toEqual(['enviada', 'entregada']);
  });
});

describe('the files that leave with an account', () => {
  it('are every file its memorials, families and walls show, and its other uploads, each once', () => {
    const urls = accountMediaUrls({
      individuals: [
        {
          profile_image_url: '/media/profile/u/a.jpg',
          gallery_images: ['/media/gallery/u/b.jpg'],
          memorial_video_url: '/media/video/u/c.mp4',
          video_thumbnail_url: null,
        },
      ],
      families: [
        {
          gallery_images: ['/media/gallery/u/d.jpg'],
          memorial_video_url: null,
          family_members: [{ profile_image_url: '/media/profile/u/e.jpg', memorial_video_url: '/media/video/u/f.mp4' }],
        },
      ],
      memoryPhotos: ['/media/memory/anon/g.jpg'],
      uploads: ['/media/profile/u/a.jpg', '/media/gallery/u/h.jpg'],
    });
    expect(urls.sort()).toEqual(
      [
        '/media/profile/u/a.jpg',
        '/media/gallery/u/b.jpg',
        '/media/video/u/c.mp4',
        '/media/gallery/u/d.jpg',
        '/media/profile/u/e.jpg',
        '/media/video/u/f.mp4',
        '/media/memory/anon/g.jpg',
        '/media/gallery/u/h.jpg',
      ].sort(),
    );
  });
});

describe('the download’s file name', () => {
  it('names the company, without accents or spaces, and the day', () => {
    expect(exportFileName('Recuerdos Eternos', '2026-11-25')).toBe('mis-datos-recuerdos-eternos-2026-11-25.json');
    expect(exportFileName('Memorias  Ñandú S.A.S.', '2026-11-25')).toBe('mis-datos-memorias-nandu-s-a-s-2026-11-25.json');
    expect(exportFileName('', '2026-11-25')).toBe('mis-datos-2026-11-25.json');
  });
});
