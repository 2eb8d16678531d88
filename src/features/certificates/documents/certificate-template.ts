/**
 * The Typst layout of a certificate PDF, kept as a string so it travels with the server build (as the reports'
 * report-template.ts). Its one input, 'sys.inputs.data', is the JSON of `certificatePdfData` (pdf.server.ts).
 * Every text reaches Typst as a JSON string placed with `text(…)`: a name is never read as markup.
 */
export const CERTIFICATE_TEMPLATE_SOURCE = String.raw`// A certificate. One input, 'sys.inputs.data': the JSON of 'certificatePdfData' in pdf.server.ts: the texts in
// one or two languages (the candidate's and Dutch), each with its language code and reading direction; an optional
// logo (bytes, format and alternative text) and accent colour.

#let d = json(bytes(sys.inputs.at("data")))

#let accent = if d.accent != none { rgb(d.accent) } else { rgb("#1f5f8b") }
#let muted = luma(80)

#set document(title: d.documentTitle, date: none)
#set text(font: "DejaVu Sans", size: 11pt, lang: "nl", region: "NL")
#set par(leading: 0.65em, spacing: 0.9em)
#set page(
  paper: "a4",
  margin: (x: 22mm, top: 22mm, bottom: 22mm),
  footer: context {
    set text(size: 8pt, fill: muted)
    grid(columns: (1fr, auto), column-gutter: 8mm, text(d.issuer), text(d.printedCode))
  },
)
#show heading.where(level: 1): set text(size: 24pt, fill: accent)
#show heading.where(level: 2): set text(size: 12pt, fill: muted, weight: "regular")
#show heading: set block(above: 0.6em, below: 0.6em)
#show link: set text(fill: accent)

// A text in its own language and reading direction.
#let said(t, body) = {
  set text(lang: t.lang, dir: if t.dir == "rtl" { rtl } else { ltr })
  body
}

// The same text in each language of the certificate: the first as the main line, the others smaller below it.
#let versions(items, size: 11pt) = for (i, t) in items.enumerate() {
  said(t, par(text(size: if i == 0 { size } else { size * 0.8 }, fill: if i == 0 { black } else { muted }, t.text)))
}

#if d.logo != none {
  align(center, image(bytes(d.logo.bytes), format: d.logo.format, alt: d.logo.alt, height: 18mm))
  v(4mm)
}

#align(center)[
  #for (i, t) in d.heading.enumerate() {
    said(t, if i == 0 { heading(level: 1, text(t.text)) } else { heading(level: 2, text(t.text)) })
  }
  #v(8mm)
  #versions(d.awardedTo, size: 11pt)
  #v(2mm)
  #said(d.name, par(text(size: 22pt, weight: "bold", d.name.text)))
  #v(4mm)
  #versions(d.achievement, size: 11pt)
  #v(2mm)
  #par(text(size: 16pt, weight: "bold", fill: accent, d.title))
  #v(10mm)
]

#let row(label, value) = (
  {
    for (i, t) in label.enumerate() { said(t, text(size: if i == 0 { 10pt } else { 8pt }, fill: muted, t.text)); linebreak() }
  },
  text(value),
)

#grid(
  columns: (auto, 1fr),
  column-gutter: 8mm,
  row-gutter: 4mm,
  ..row(d.dateLabel, d.date),
  ..row(d.issuerLabel, d.issuer),
  ..row(d.codeLabel, d.printedCode),
)

#v(10mm)
#block(stroke: 0.6pt + accent, inset: 5mm, width: 100%, {
  versions(d.verify, size: 10pt)
  par(link(d.verifyUrl, text(d.verifyUrl)))
  if d.withdrawn != none {
    v(2mm)
    versions(d.withdrawn, size: 10pt)
  }
})
`;
