import { describe, expect, it } from 'vitest';
import { logoutMarkTexts } from '#src/features/educations/attendance-strings';
import { logoutEvaluationTexts } from '#src/features/assessment/teacher-strings';
import { educationFormKey, formKey } from '#src/features/assessment/evaluation-drafts';
import { countText } from '#src/lib/i18n/count-text';
import {
  countByKind,
  countsText,
  answerRequest,
  flushUnsent,
  listPending,
  sendAndForget,
  type DeviceKind,
  type DeviceStore,
  type GuardTexts,
  type SendOutcome,
  type UnsentItem,
} from './logout-guard';
import { evaluationRequest, markRequest } from './teacher-device-stores';

const item = (scope: string, key: string, seq: number, value: unknown = { kind: 'open', text: `antwoord ${key}` }): UnsentItem => ({
  scope,
  key,
  seq,
  value,
});

/** A device store in memory: its items, and what the server answers per `attempt/question`. */
function fakeStore(kind: DeviceKind, items: UnsentItem[], outcomes: Record<string, SendOutcome> = {}, sent: string[] = []): DeviceStore {
  return {
    kind,
    list: async () => items,
    send: async (i) => {
      sent.push(`${kind}:${i.scope}/${i.key}#${i.seq}`);
      return outcomes[`${i.scope}/${i.key}`] ?? 'saved';
    },
  };
}

const texts: GuardTexts = {
  locale: 'nl-NL',
  sending: 'Bezig met versturen… {done} van {total}',
  allSent: 'Alles is opgeslagen.',
  kinds: {
    answers: {
      unsent: { one: 'Er staat nog {n} antwoord op dit apparaat.', other: 'Er staan nog {n} antwoorden op dit apparaat.' },
      notSent: { one: '{n} antwoord is niet verstuurd.', other: '{n} antwoorden zijn niet verstuurd.' },
      refused: { one: '{n} antwoord geweigerd.', other: '{n} antwoorden geweigerd.' },
    },
    marks: logoutMarkTexts,
    evaluations: logoutEvaluationTexts,
  },
};

describe('flushUnsent (sending the device stores before sign-out)', () => {
  it('sends every item of every store once, in order, and counts per kind what was saved, refused and not sent', async () => {
    const sent: string[] = [];
    const answers = fakeStore('answers', [item('a1', 'q1', 3), item('a1', 'q2', 1), item('a2', 'q1', 7)], { 'a1/q2': 'failed', 'a2/q1': 'refused' }, sent);
    const marks = fakeStore('marks', [item('les-1', 'k-1', 100), item('les-1', 'k-2', 101)], { 'les-1/k-2': 'failed' }, sent);
    const progress: string[] = [];
    const result = await flushUnsent(await listPending([answers, marks]), (done, total) => progress.push(`${done}/${total}`));
    expect(sent).toEqual(['answers:a1/q1#3', 'answers:a1/q2#1', 'answers:a2/q1#7', 'marks:les-1/k-1#100', 'marks:les-1/k-2#101']);
    expect(result).toEqual({ saved: { answers: 1, marks: 1 }, refused: { answers: 1 }, failed: { answers: 1, marks: 1 } });
    expect(progress).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
  });

  it('does nothing for an empty device', async () => {
    const sent: string[] = [];
    const pending = await listPending([fakeStore('answers', [], {}, sent), fakeStore('marks', [], {}, sent)]);
    expect(pending).toEqual([]);
    expect(await flushUnsent(pending)).toEqual({ saved: {}, refused: {}, failed: {} });
    expect(sent).toEqual([]);
  });
});

describe('countsText (what the dialog says)', () => {
  it('names each kind with a count in its own words, answers before marks', async () => {
    const pending = await listPending([fakeStore('marks', [item('les-1', 'k-1', 1), item('les-2', 'k-1', 2)]), fakeStore('answers', [item('a1', 'q1', 1)])]);
    expect(countByKind(pending)).toEqual({ marks: 2, answers: 1 });
    expect(countsText(texts, 'unsent', countByKind(pending))).toBe(
      'Er staat nog 1 antwoord op dit apparaat. De aanwezigheid van 2 kandidaten staat nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaat die verloren.',
    );
  });

  it("speaks only of a teacher's marks when only marks are unsent, and says nothing for no counts", () => {
    expect(countsText(texts, 'notSent', { marks: 1 })).toBe(
      'De aanwezigheid van 1 kandidaat is nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
    );
    expect(countsText(texts, 'refused', {})).toBe('');
  });

  it('leaves out a kind the texts do not guard (a candidate has no marks)', () => {
    const candidate: GuardTexts = { ...texts, kinds: { answers: texts.kinds.answers! } };
    expect(countsText(candidate, 'unsent', { marks: 3 })).toBe('');
  });
});

describe('sendAndForget (one item to the server)', () => {
  /** A fetch answering `status` (or failing for null) that records the requests. */
  const fakeFetch = (status: number | null, calls: { url: string; init: RequestInit }[] = []) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      if (status === null) throw new TypeError('Failed to fetch');
      return new Response(null, { status });
    }) as typeof fetch;

  it('forgets the item once the server saved it or refused it for good', async () => {
    for (const [status, outcome] of [
      [200, 'saved'],
      [409, 'refused'],
      [400, 'refused'],
      [404, 'refused'],
    ] as const) {
      let forgotten = 0;
      expect(await sendAndForget({ path: '/api/x', body: {} }, async () => void forgotten++, fakeFetch(status))).toBe(outcome);
      expect(forgotten).toBe(1);
    }
  });

  it('keeps the item without a connection, signed out, throttled or on a server error', async () => {
    for (const status of [null, 401, 408, 429, 500, 503]) {
      let forgotten = 0;
      expect(await sendAndForget({ path: '/api/x', body: {} }, async () => void forgotten++, fakeFetch(status))).toBe('failed');
      expect(forgotten).toBe(0);
    }
  });

  it("sends a mark as the roll call does: PUT the lesson's attendance with that one candidate under the mark's seq", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const request = markRequest({ scope: 'les 1', key: 'k-9', seq: 1_790_000_000, value: { status: 'late', remark: 'trein' } });
    expect(await sendAndForget(request, async () => {}, fakeFetch(200, calls))).toBe('saved');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/education/lesson/les%201/attendance');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ seq: 1_790_000_000, entries: [{ candidateId: 'k-9', status: 'late', remark: 'trein' }] });
  });

  it("sends an answer as the player does: PUT the attempt's answer with its question and seq", () => {
    expect(answerRequest({ scope: 'p/1', key: 'q-2', seq: 4, value: { kind: 'open', text: 'ja' } })).toEqual({
      path: '/api/test/attempt/p%2F1/answer',
      body: { questionId: 'q-2', value: { kind: 'open', text: 'ja' }, seq: 4 },
    });
  });
});

describe('evaluationRequest', () => {
  const draft = { scores: { veilig: { score: 3 as const, remark: 'let op' } }, remark: 'Rustig gewerkt.' };

  it("sends a PAT draft as the evaluation form does: PUT the form's address (with the assessor's role) and the whole draft", () => {
    expect(evaluationRequest({ scope: formKey('pat-1', 'mod-1', 'kand-1', 'second'), key: 'draft', seq: 1_790_000_001, value: draft })).toEqual({
      path: '/api/pat/pat-1/evaluation/mod-1/kand-1?role=second',
      body: { scores: draft.scores, remark: 'Rustig gewerkt.', seq: 1_790_000_001 },
    });
    expect(evaluationRequest({ scope: formKey('pat-1', 'mod-1', 'kand-1', 'first'), key: 'draft', seq: 2, value: draft }).path).toBe(
      '/api/pat/pat-1/evaluation/mod-1/kand-1',
    );
  });

  it("sends an education's draft to the education's evaluation", () => {
    expect(evaluationRequest({ scope: educationFormKey('opl-1', 'mod-1', 'kand-1'), key: 'draft', seq: 5, value: draft }).path).toBe(
      '/api/education/opl-1/evaluation/mod-1/kand-1',
    );
  });

  it("names a teacher's unsent evaluations beside the marks, each in its own words", () => {
    expect(countsText(texts, 'unsent', { marks: 1, evaluations: 2 })).toBe(
      'De aanwezigheid van 1 kandidaat staat nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaat die verloren. ' +
        '2 beoordelingen staan nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaan die verloren.',
    );
    expect(countsText(texts, 'notSent', { evaluations: 1 })).toBe(
      '1 beoordeling is nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
    );
  });
});

describe('countText', () => {
  it('takes the singular for 1 and fills in the count otherwise', () => {
    const forms = { one: 'Er staat nog {n} antwoord.', other: 'Er staan nog {n} antwoorden.' };
    expect(countText(forms, 1, 'nl-NL')).toBe('Er staat nog 1 antwoord.');
    expect(countText(forms, 3, 'nl-NL')).toBe('Er staan nog 3 antwoorden.');
  });

  it("picks the language's plural form: Polish says 2 odpowiedzi but 5 odpowiedzi with another form", () => {
    const forms = { one: '{n} odpowiedź', few: '{n} odpowiedzi', many: '{n} odpowiedzi (wiele)' };
    expect(countText(forms, 1, 'pl-PL')).toBe('1 odpowiedź');
    expect(countText(forms, 3, 'pl-PL')).toBe('3 odpowiedzi');
    expect(countText(forms, 5, 'pl-PL')).toBe('5 odpowiedzi (wiele)');
    expect(countText(forms, 22, 'pl-PL')).toBe('22 odpowiedzi');
  });

  it('writes a large count with the separators of the language', () => {
    expect(countText({ other: '{n} answers' }, 1234, 'en-GB')).toBe('1,234 answers');
  });
});
