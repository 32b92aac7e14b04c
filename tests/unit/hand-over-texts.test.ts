import { describe, expect, it } from 'vitest';
import { handedOverText, namesList, quotaRows } from '../../site/lib/dashboard/dashboard-memorials';
import { invitationAcceptedMessage, invitationMessage, managerRemovedMessage } from '../../worker/mail/manager-templates';
import { MANAGER_TEXTS } from '../../worker/schemas/manager-texts';

/** The words around a hand-over, on the panel and in the e-mails. */
const none = { total: 0, used: 0, available: 0, handedTo: [] };

describe("the buyer's panel after a hand-over", () => {
  it("says how many she created and to whom they went, never a bare 'Creados' beside an empty list", () => {
    const family = { total: 1, used: 1, available: 0, handedTo: ['Juan Gómez'] };
    expect(quotaRows({ ...family, individual: none, family })).toEqual([
      { label: 'Total', available: 'Memoriales disponibles: 0', used: 'Creados: 1 de 1 · entregado a Juan Gómez' },
    ]);
    const three = { total: 3, used: 3, available: 0, handedTo: ['Juan Gómez', 'Ana Ruiz', 'Juan Gómez'] };
    expect(quotaRows({ ...three, individual: none, family: three })[0]?.used).toBe(
      'Creados: 3 de 3 · 3 entregados a Juan Gómez y Ana Ruiz',
    );
    expect(handedOverText({ kind: 'family', memorial: 'Gómez Herrera', to: 'Juan Gómez' })).toBe(
      'Entregaste el memorial de la familia Gómez Herrera a Juan Gómez. Ahora lo administra esa persona.',
    );
  });

  it('lists names as Spanish does', () => {
    expect(namesList([])).toBe('');
    expect(namesList(['Ana'])).toBe('Ana');
    expect(namesList(['Ana', 'Luz', 'Juan'])).toBe('Ana, Luz y Juan');
  });
});

describe('the e-mails of a hand-over and of a removal', () => {
  const named = { kind: 'family' as const, memorialName: 'Gómez Herrera' };
  const link = 'https://recuerdoseternos.co/dashboard';

  it('never call anyone propietario, nor tell the receiver of orders or invitations of theirs', () => {
    const offer = invitationMessage({ ...named, to: 'juan@example.com', inviterName: 'Lucía Gómez', role: 'owner', link });
    expect(offer.text).toContain('quiere que seas quien administra el memorial de la familia Gómez Herrera');
    expect(offer.text).not.toMatch(/propietari|invitaste|órden|orden/i);
    const done = invitationAcceptedMessage({ ...named, to: 'lucia@example.com', personName: 'Juan Gómez', role: 'owner', link });
    expect(done.subject).toBe('Juan Gómez ahora es quien administra el memorial de la familia Gómez Herrera');
    expect(done.text).not.toMatch(/propietari|invitaste|tu placa/i);
    expect(done.text).toContain('Recibes este correo porque entregaste este memorial a esta persona.');
    // A helper's acceptance still speaks to the one who invited.
    expect(invitationAcceptedMessage({ ...named, to: 'lucia@example.com', personName: 'Luz', role: 'editor', link }).text).toContain(
      'invitaste a esta persona',
    );
  });

  it('tells a removed helper which memorial, who removed them and what they can no longer do', () => {
    const mail = managerRemovedMessage({
      ...named,
      to: 'luz@example.com',
      removerName: 'Juan Gómez',
      role: 'moderator',
      link,
      published: false,
    });
    expect(mail.subject).toBe('Ya no ayudas con el memorial de la familia Gómez Herrera');
    expect(mail.text).toContain(
      'Juan Gómez, quien administra el memorial de la familia Gómez Herrera, quitó tu acceso como moderador(a) de recuerdos.',
    );
    expect(mail.text).toContain('no puedes aprobar ni rechazar sus recuerdos');
    expect(mail.text).not.toMatch(/propietari/i);
  });

  it("keep the panel's hand-over words free of propietario and of the buyer keeping the plaque", () => {
    expect(MANAGER_TEXTS.transferLead).not.toMatch(/propietari|tu placa/i);
    expect(MANAGER_TEXTS.transferConfirm('juan@example.com')).not.toMatch(/propietari/i);
  });
});
