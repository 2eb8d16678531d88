/**
 * The Typst child process (renderer.server.ts; docs/decisions/032-typst-in-a-child-process.md), with a real child:
 * the same request gives the same bytes in any child, Typst's errors come back in Dutch without harming the next
 * PDF, the child is replaced after its share of PDFs, when it is killed and when a PDF takes too long, it is ended
 * when idle, requests wait their turn, and a script that made a PDF still ends by itself.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childScriptPath, createTypstRenderer, TypstRenderError, type TypstRenderer } from './renderer.server';

/** A one-page document that prints `data.text` (tagged PDF/UA-1 needs the title and the language). */
const TEMPLATE = String.raw`#let d = json(bytes(sys.inputs.at("data")))
#set document(title: d.title, date: none)
#set text(lang: "nl", font: "DejaVu Sans")
= #d.title
#d.text
`;

/** Counts to ten million in Typst: several seconds. */
const SLOW_TEMPLATE = String.raw`#set document(title: "Traag")
#set text(lang: "nl")
#let n = 0
#for i in range(10000) { for j in range(1000) { n += 1 } }
#n
`;

const request = (text: string, template = TEMPLATE) => ({ template, data: { title: 'Proef', text }, subject: 'het testdocument' });
const bytes = (pdf: Uint8Array) => Buffer.from(pdf);
const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

const renderers: TypstRenderer[] = [];
function renderer(options: Parameters<typeof createTypstRenderer>[0] = {}): TypstRenderer {
  const made = createTypstRenderer(options);
  renderers.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.stop()));
});

describe('createTypstRenderer', () => {
  it('makes a tagged PDF, the same bytes twice and the same bytes in a new child', async () => {
    const r = renderer({ rendersPerChild: 1 });
    const first = await r.render(request('Hallo wereld'));
    expect(latin1(first.subarray(0, 5))).toBe('%PDF-');
    expect(first.buffer.byteLength).toBe(first.byteLength); // the PDF alone, as a response body takes it
    expect(latin1(first)).toContain('/StructTreeRoot');
    const second = await r.render(request('Hallo wereld'));
    expect(bytes(second).equals(bytes(first))).toBe(true);
    const other = await r.render(request('Iets anders'));
    expect(bytes(other).equals(bytes(first))).toBe(false);
  });

  it('makes a PDF of text with control and bidi-override characters, which Typst would refuse or print backwards', async () => {
    const r = renderer();
    const pdf = await r.render(request('Acme\u0007 \u202Eabc\u202C\u000B\ufeffdef'));
    expect(bytes(pdf).equals(bytes(await r.render(request('Acme abc\ndef'))))).toBe(true);
  });

  it('answers Typst’s error in Dutch with its message, and the next PDF is made by the same child', async () => {
    const r = renderer();
    await r.render(request('eerst'));
    const pid = r.pid;
    const broken = r.render(request('', '#set document(title: "Kapot")\n#panic("de sjabloon is kapot")'));
    await expect(broken).rejects.toThrow(TypstRenderError);
    await expect(broken).rejects.toMatchObject({ failure: 'typst', message: expect.stringMatching(/^Typst kon het testdocument niet maken:\n.*de sjabloon is kapot/) });
    expect(latin1(await r.render(request('daarna'))).startsWith('%PDF-')).toBe(true);
    expect(r.pid).toBe(pid);
  });

  it('answers an export that PDF/UA-1 refuses in Dutch (a document without a title)', async () => {
    const r = renderer();
    const untitled = r.render(request('', '#set text(lang: "nl")\nTekst'));
    await expect(untitled).rejects.toMatchObject({ failure: 'typst', message: expect.stringMatching(/^Typst kon het testdocument niet als PDF\/UA-1 schrijven:\n.*title/i) });
  });

  it('replaces the child after its share of PDFs, and a killed child transparently', async () => {
    const r = renderer({ rendersPerChild: 2 });
    expect(r.pid).toBeNull();
    await r.render(request('1'));
    const first = r.pid;
    expect(first).toEqual(expect.any(Number));
    await r.render(request('2'));
    expect(r.pid).toBeNull(); // retired after two
    await r.render(request('3'));
    const second = r.pid;
    expect(second).not.toBe(first);
    process.kill(second!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await r.render(request('4'));
    expect(latin1(after).startsWith('%PDF-')).toBe(true);
    expect(r.pid).not.toBe(second);
  });

  it('ends a child that has had no request for a while, and starts a new one for the next', async () => {
    const r = renderer({ idleMs: 100 });
    await r.render(request('eerst'));
    const pid = r.pid!;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(r.pid).toBeNull();
    expect(() => process.kill(pid, 0)).toThrow(); // gone
    expect(latin1(await r.render(request('daarna'))).startsWith('%PDF-')).toBe(true);
    expect(r.pid).not.toBe(pid);
  });

  it('ends a child that takes too long: that request fails in Dutch, the next gets a new child', async () => {
    const r = renderer({ timeoutMs: 300 });
    await r.render(request('eerst'));
    const pid = r.pid;
    const slow = r.render(request('', SLOW_TEMPLATE));
    const waiting = r.render(request('wacht op zijn beurt'));
    await expect(slow).rejects.toMatchObject({ failure: 'timeout', message: 'Typst deed er langer dan 0.3 s over om het testdocument te maken; het maken is afgebroken.' });
    expect(latin1(await waiting).startsWith('%PDF-')).toBe(true);
    expect(r.pid).not.toBe(pid);
  });

  it('fails the request of a child that ends while making it', async () => {
    const r = renderer();
    await r.render(request('eerst'));
    const slow = r.render(request('', SLOW_TEMPLATE));
    setTimeout(() => process.kill(r.pid!, 'SIGKILL'), 50);
    await expect(slow).rejects.toMatchObject({ failure: 'ended', message: 'Het Typst-proces stopte onverwacht (SIGKILL) tijdens het maken van het testdocument.' });
    expect(latin1(await r.render(request('daarna'))).startsWith('%PDF-')).toBe(true);
  });

  it('makes requests one at a time in order of arrival, each its own PDF', async () => {
    const r = renderer({ rendersPerChild: 3 });
    const texts = ['een', 'twee', 'drie', 'vier', 'vijf'];
    const together = await Promise.all(texts.map((text) => r.render(request(text))));
    for (const [i, text] of texts.entries()) {
      expect(bytes(together[i]!).equals(bytes(await r.render(request(text))))).toBe(true);
    }
  });

  it('stop ends the child and fails the requests still waiting', async () => {
    const r = renderer();
    await r.render(request('eerst'));
    const pid = r.pid!;
    const stopped = { failure: 'ended', message: 'Het Typst-proces is gestopt: het testdocument is niet gemaakt.' };
    const running = expect(r.render(request('', SLOW_TEMPLATE))).rejects.toMatchObject(stopped);
    const waiting = expect(r.render(request('wacht'))).rejects.toMatchObject(stopped);
    await r.stop();
    await Promise.all([running, waiting]);
    expect(r.pid).toBeNull();
    expect(() => process.kill(pid, 0)).toThrow(); // gone
  });

  it('does not keep a script alive once its PDF is made, and a stop in a script is awaited to the end', () => {
    const module = join(import.meta.dirname, 'renderer.server.ts');
    const script = `const { createTypstRenderer, renderTypstPdf } = await import(${JSON.stringify(module)});
      const pdf = await renderTypstPdf(${JSON.stringify(request('uit een script'))});
      console.log(Buffer.from(pdf.subarray(0, 5)).toString('latin1'));
      const own = createTypstRenderer();
      await own.render(${JSON.stringify(request('nog een'))});
      await own.stop();
      console.log('gestopt');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual(['%PDF-', 'gestopt']);
    expect(run.status).toBe(0);
  }, 30_000);
});

describe('childScriptPath', () => {
  it('finds the script from the built server’s folder too (dist/server/chunks), whatever the working directory', () => {
    const script = childScriptPath();
    expect(childScriptPath(join(process.cwd(), 'dist', 'server', 'chunks'))).toBe(script);
    expect(() => childScriptPath('/')).toThrow(/Het Typst-proces is niet te vinden/);
  });
});
