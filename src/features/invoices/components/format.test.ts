import { describe, expect, it } from 'vitest';
import type { InvoiceMailing } from '#src/features/invoices/contract';
import { invoiceActions, invoiceDownloads, invoiceStateLabel, invoiceStateTone, mailingLines } from './format';

describe('an invoice on screen', () => {
  it('shows its state in Dutch, with its own colour per state', () => {
    expect(['open', 'paid', 'overdue', 'credited', 'credit-note'].map(invoiceStateLabel)).toEqual(['Open', 'Betaald', 'Te laat', 'Gecrediteerd', 'Creditnota']);
    expect(new Set(['open', 'paid', 'overdue', 'credited', 'credit-note'].map(invoiceStateTone)).size).toBe(5);
    expect(invoiceStateLabel('iets')).toBe('iets');
  });

  it('can be marked paid only while it is unpaid, and credited once; a credit note neither; each mailed again', () => {
    expect(invoiceActions({ kind: 'invoice', state: 'open' })).toEqual({ pay: true, credit: true, resend: true });
    expect(invoiceActions({ kind: 'invoice', state: 'overdue' })).toEqual({ pay: true, credit: true, resend: true });
    expect(invoiceActions({ kind: 'invoice', state: 'paid' })).toEqual({ pay: false, credit: true, resend: true });
    expect(invoiceActions({ kind: 'invoice', state: 'credited' })).toEqual({ pay: false, credit: false, resend: true });
    expect(invoiceActions({ kind: 'credit-note', state: 'credit-note' })).toEqual({ pay: false, credit: false, resend: true });
  });

  it('is downloaded through the API', () => {
    expect(invoiceDownloads('a b')).toEqual({ pdf: '/api/invoice/a%20b/pdf', ubl: '/api/invoice/a%20b/ubl' });
  });

  it('says when, what and to whom it was mailed, and which mail did not arrive', () => {
    const at = { createdAt: '2026-12-07T08:00:00.000Z', sentAt: null };
    const log: InvoiceMailing[] = [
      { kind: 'invoice', step: 0, recipient: 'facturen@bouw.example', day: '2026-11-02', delivery: 'sent', ...at },
      { kind: 'reminder', step: 2, recipient: 'facturen@bouw.example', day: '2026-12-17', delivery: 'failed', ...at },
      { kind: 'credit-note', step: 0, recipient: 'ria@bouw.example', day: '2026-12-20', delivery: 'waiting', ...at },
    ];
    expect(mailingLines(log).map((l) => [l.text, l.note])).toEqual([
      ['Factuur verstuurd op 2 nov 2026 aan facturen@bouw.example', null],
      ['Herinnering 2 van 17 dec 2026 voor facturen@bouw.example', 'Niet bezorgd: de mailserver weigerde de mail.'],
      ['Creditnota van 20 dec 2026 voor ria@bouw.example', 'Nog niet bezorgd: de mail wordt nog verstuurd.'],
    ]);
    expect(mailingLines(log, true)[1]!.note).toMatch(/pagina E-mail/);
    expect(mailingLines(log, true)[1]!.note).toMatch(/‘Opnieuw mailen’/);
    expect(mailingLines([])).toEqual([]);
  });

  it('names a mail sent again by staff after the document, delivered or not', () => {
    const at = { createdAt: '2026-12-07T08:00:00.000Z', sentAt: null };
    const again: InvoiceMailing[] = [
      { kind: 'resend', step: 1, recipient: 'facturen@bouw.example', day: '2026-12-07', delivery: 'sent', ...at },
      { kind: 'resend', step: 2, recipient: 'facturen@bouw.example', day: '2026-12-08', delivery: 'failed', ...at },
    ];
    expect(mailingLines(again).map((l) => l.text)).toEqual([
      'Factuur opnieuw verstuurd op 7 dec 2026 aan facturen@bouw.example',
      'Factuur opnieuw gemaild op 8 dec 2026 naar facturen@bouw.example',
    ]);
    expect(mailingLines(again, true, 'credit-note')[0]!.text).toBe('Creditnota opnieuw verstuurd op 7 dec 2026 aan facturen@bouw.example');
  });
});
