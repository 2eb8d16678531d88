/**
 * The Typst layout of every report PDF (rapportage; contract.ts `ReportPart`), kept as a string in a module so it
 * travels with the code into the server build (a separate .typ file is not copied there). Its one input,
 * 'sys.inputs.data', is the JSON of `reportPdfData` in pdf.server.ts.
 *
 * Every text of the report reaches Typst only as a JSON string and is placed with `text(…)`: Typst never reads a
 * writer's, candidate's or teacher's text as markup or code.
 */
export const REPORT_TEMPLATE_SOURCE = String.raw`// A report (rapportage). One input, 'sys.inputs.data': a JSON text made by 'reportPdfData' in pdf.server.ts, every
// text already written in Dutch and every section's formatted text already parsed into blocks (markup.ts). This
// layout only places them; it computes nothing and prints every string with text(), so no text is ever markup.

#let d = json(bytes(sys.inputs.at("data")))

#let accent = rgb(d.accent)
#let muted = luma(80)

#set document(title: d.documentTitle, date: none)
#set text(font: "DejaVu Sans", size: 10pt, lang: "nl", region: "NL")
#set par(leading: 0.65em, spacing: 1em)
#set page(
  paper: "a4",
  margin: (x: 20mm, top: 25mm, bottom: 22mm),
  header: context {
    set text(size: 8pt, fill: muted)
    grid(
      columns: (1fr, auto),
      column-gutter: 8mm,
      text(d.platformName),
      if d.organizationName != none { text(d.organizationName) },
    )
  },
  footer: context {
    set text(size: 8pt, fill: muted)
    grid(
      columns: (1fr, auto),
      column-gutter: 8mm,
      text(d.documentTitle),
      [Pagina #here().page() van #counter(page).final().first()],
    )
  },
)
#show heading: set block(above: 1.5em, below: 0.75em)
#show heading.where(level: 1): set text(size: 18pt, fill: accent)
#show heading.where(level: 2): set text(size: 13pt, fill: accent)
#show heading.where(level: 3): set text(size: 11pt)
#show heading.where(level: 4): set text(size: 10pt)
#show link: set text(fill: accent)

// Text in its reading direction: right-to-left text (a candidate's Arabic reflection) starts at the right.
#let directed(dir, body) = {
  set text(dir: if dir == "rtl" { rtl } else { ltr })
  body
}

// A run of formatted text: its string, bold, italic, linked.
#let run(r) = {
  let body = text(r.text)
  if r.strong { body = strong(body) }
  if r.em { body = emph(body) }
  if r.href != none { body = link(r.href, body) }
  body
}
#let runs(rs) = rs.map(run).join()

// A list takes the direction of its first item, so that the markers stand where that item's text starts.
#let markup-list(l) = {
  let items = l.items.map(i => {
    runs(i.runs)
    for sub in i.lists { markup-list(sub) }
  })
  directed(l.items.first().dir, if l.ordered { enum(start: l.start, ..items) } else { list(..items) })
}

// A section's formatted text (markup.ts): paragraphs, headings of level 3 and 4, lists.
#let markup(blocks) = for b in blocks {
  if b.kind == "paragraph" {
    directed(b.dir, par(runs(b.runs)))
  } else if b.kind == "heading" {
    directed(b.dir, heading(level: b.level, runs(b.runs)))
  } else if b.kind == "list" {
    markup-list(b)
  }
}

// Labels and values in two columns.
#let label-value(rows) = grid(
  columns: (auto, 1fr),
  column-gutter: 6mm,
  row-gutter: 0.65em,
  ..rows.map(((label, value)) => (text(fill: muted, label), text(value))).flatten(),
)

// A table with a header row (repeated on every page it runs over); widths are shares of the line.
#let data-table(t) = table(
  columns: t.widths.map(w => w * 1fr),
  align: left,
  stroke: (x, y) => if y == 0 { (bottom: 0.7pt + accent) } else { (bottom: 0.4pt + luma(200)) },
  inset: (x: 4pt, y: 5pt),
  table.header(..t.columns.map(c => text(weight: "bold", c))),
  ..t.rows.flatten().map(c => text(c)),
)

// A paragraph of plain text, with a bold label before it (on a line of its own before right-to-left text).
#let note(p) = if p.dir == "rtl" {
  if p.label != none { par(strong(text(p.label))) }
  directed("rtl", par(text(p.text)))
} else {
  par({
    if p.label != none {
      strong(text(p.label))
      [ ]
    }
    text(p.text)
  })
}

#let piece(p) = if p.kind == "markup" {
  markup(p.blocks)
} else if p.kind == "heading" {
  heading(level: 3, text(p.text))
} else if p.kind == "rows" {
  label-value(p.rows)
} else if p.kind == "table" {
  data-table(p)
} else if p.kind == "paragraph" {
  note(p)
}

// The company logo (a PNG made by the platform, at most 800 × 300 px) above the title, when there is one.
#if d.logo != none {
  block(below: 4mm, image(bytes(d.logo), format: "png", height: 12mm, alt: d.logoAlt))
}

#heading(level: 1, text(d.title))

#label-value(d.facts)

#par(text(fill: muted, d.version))
#if d.revision != none { par(text(fill: muted, d.revision)) }

#for part in d.parts {
  heading(level: 2, text(part.title))
  for p in part.pieces { piece(p) }
}
`;
