/**
 * Writes public/handleiding-kandidaat.pdf, the candidates' manual behind the header's 'Handleiding' link
 * (MANUAL_URL's default). A plain text PDF (A4, Helvetica, WinAnsi) without dependencies, so it stays small
 * for slow connections. Change the text below and run `node scripts/manual-pdf.mjs`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/handleiding-kandidaat.pdf', import.meta.url));

/** [kind, text]: h1 title, h2 heading, p paragraph, li list item. */
const SECTIONS = [
  ['h1', 'Handleiding voor kandidaten'],
  ['p', 'In deze handleiding lees je hoe je het Kandidaatplatform gebruikt. Je kunt het platform gebruiken op je telefoon, tablet of computer.'],
  ['h2', '1. Inloggen'],
  ['p', "Open de inlogpagina. Vul je e-mailadres en je wachtwoord in. Klik op de knop 'Inloggen'."],
  ['p', "Ben je je wachtwoord vergeten? Klik dan op 'Wachtwoord vergeten?'. Vul je e-mailadres in. Je krijgt een e-mail met een link. Met die link maak je een nieuw wachtwoord. De link werkt 1 uur."],
  ['p', 'Heb je een uitnodiging gekregen? Klik op de link in de e-mail. Kies een wachtwoord van minstens 12 tekens. Daarna kun je inloggen.'],
  ['h2', '2. Je overzicht'],
  ['p', "Na het inloggen zie je je overzicht. Daar staan je nieuwe berichten. Klik op een bericht om het te lezen. Met 'Overzicht' bovenaan kom je altijd weer terug."],
  ['h2', '3. Notificaties'],
  ['p', "Bovenaan staat 'Notificaties' met een bel. Het rode getal laat zien hoeveel nieuwe notificaties je hebt. Klik op 'Notificaties' om ze te zien. Klik op een notificatie over een bericht: het bericht gaat dan open. Staat er 'Geen notificaties'? Dan is er niets nieuws."],
  ['h2', '4. Berichten'],
  ['p', "Klik bovenaan op 'Berichten'. Je ziet drie tabbladen:"],
  ['li', 'Inbox: berichten aan jou. Een dik gedrukt bericht heb je nog niet gelezen.'],
  ['li', 'Verzonden: berichten die jij hebt gestuurd.'],
  ['li', 'Nieuw bericht: hier schrijf je een bericht.'],
  ['p', "Een bericht sturen: kies bij 'Aan' naar wie het bericht gaat. Vul een 'Onderwerp' in en schrijf je 'Bericht'. Klik op 'Versturen'."],
  ['p', "Een bericht beantwoorden: open het bericht en klik op 'Beantwoorden'. 'Aan' en 'Onderwerp' zijn dan al ingevuld."],
  ['h2', '5. Profiel en wachtwoord'],
  ['p', "Klik rechtsboven op je naam en dan op 'Profiel'. Je ziet je naam, e-mailadres, organisatie en beroep. Daar kun je ook je wachtwoord wijzigen. Vul je huidige wachtwoord in en twee keer je nieuwe wachtwoord. Een nieuw wachtwoord heeft minstens 12 tekens. Een zin van een paar woorden is makkelijk te onthouden."],
  ['h2', '6. Uitloggen'],
  ['p', "Klik rechtsboven op je naam en dan op 'Uitloggen'. Log altijd uit als je een computer of telefoon deelt met anderen."],
  ['h2', '7. Hulp nodig?'],
  ['p', "Lukt iets niet? Stuur een bericht aan je docent of je coördinator via 'Berichten'. Zie je de melding 'Geen verbinding met de server.'? Controleer dan je internetverbinding en probeer het opnieuw."],
];

const W = 595;
const H = 842;
const M = 60;
/** font, size, line height, space after, characters per line */
const STYLE = { h1: ['F2', 20, 28, 10, 45], h2: ['F2', 14, 20, 6, 60], p: ['F1', 11.5, 16, 8, 84], li: ['F1', 11.5, 16, 4, 80] };

/** Greedy word wrap at `width` characters. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (text) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
/** WinAnsi (cp1252) bytes; the manual uses only Latin-1 characters. */
const winAnsi = (text) => Buffer.from(text, 'latin1');

const pages = [[]];
let y = H - M;
for (const [kind, text] of SECTIONS) {
  const [font, size, lead, after, width] = STYLE[kind];
  if (kind === 'h2') y -= 8;
  const lines = wrap(text, width);
  if (y - lead * lines.length < M) {
    pages.push([]);
    y = H - M;
  }
  lines.forEach((line, i) => {
    const x = M + (kind === 'li' ? 14 : 0);
    if (kind === 'li' && i === 0) pages.at(-1).push(`BT /F1 ${size} Tf ${M + 2} ${(y - size).toFixed(1)} Td (-) Tj ET`);
    pages.at(-1).push(`BT /${font} ${size} Tf ${x} ${(y - size).toFixed(1)} Td (${escape(line)}) Tj ET`);
    y -= lead;
  });
  y -= after;
}

const objects = [];
const add = (body) => objects.push(body);
add(null); // 1: catalog, filled below
add(null); // 2: pages, filled below
add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'); // 3
add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'); // 4
const kids = pages.map((content, n) => {
  content.push(`BT /F1 9 Tf ${M} 30 Td (Kandidaatplatform - handleiding voor kandidaten - pagina ${n + 1} van ${pages.length}) Tj ET`);
  const stream = winAnsi(content.join('\n'));
  const contents = add(Buffer.concat([winAnsi(`<< /Length ${stream.length} >>\nstream\n`), stream, winAnsi('\nendstream')]));
  return add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`);
});
objects[0] = '<< /Type /Catalog /Pages 2 0 R /Lang (nl-NL) >>';
objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
const info = add('<< /Title (Handleiding voor kandidaten) /Author (Kandidaatplatform) /Subject (Inloggen, notificaties, berichten, profiel en wachtwoord) >>');

const chunks = [winAnsi('%PDF-1.4\n%âãÏÓ\n')];
let length = chunks[0].length;
const offsets = objects.map((body, i) => {
  const offset = length;
  const bytes = Buffer.concat([winAnsi(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : winAnsi(body), winAnsi('\nendobj\n')]);
  chunks.push(bytes);
  length += bytes.length;
  return offset;
});
const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
chunks.push(winAnsi(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`));
writeFileSync(OUT, Buffer.concat(chunks));
console.log(`${OUT}: ${pages.length} pagina's`);
