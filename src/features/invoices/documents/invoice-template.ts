/**
 * The Typst layout of every invoice and credit note (docs/decisions/028-licences-and-invoices.md), kept as a string
 * in a module so it travels with the code into the server build (a separate .typ file is not copied there). Its one
 * input, 'sys.inputs.data', is the JSON of `invoicePdfData` in pdf.server.ts.
 */
export const INVOICE_TEMPLATE_SOURCE = String.raw`// An invoice or credit note (docs/decisions/028-licences-and-invoices.md). One input, 'sys.inputs.data': a JSON text made by
// 'invoicePdfData' in pdf.server.ts, with every text and amount already written in Dutch (amounts by Intl nl-NL,
// negative on a credit note). This layout only places them; it computes nothing.

#let d = json(bytes(sys.inputs.at("data")))

#let accent = rgb(d.accent)
#let muted = luma(80)

#set document(title: d.documentTitle, author: d.seller.name, date: none)
#set text(font: "DejaVu Sans", size: 9.5pt, lang: "nl", region: "NL", hyphenate: false)
#set par(leading: 0.6em, spacing: 0.9em)
#set page(
  paper: "a4",
  margin: (x: 20mm, top: 18mm, bottom: 22mm),
  footer: context {
    set text(size: 7.5pt, fill: muted)
    d.footer
    h(1fr)
    [Pagina #here().page() van #counter(page).final().first()]
  },
)
#show title: set text(size: 20pt, fill: accent, weight: "bold")
#show heading: set text(size: 10pt, fill: accent)
#show heading: set block(above: 1.2em, below: 0.6em)

// A party: name in bold, then its other lines.
#let party(p) = {
  strong(p.name)
  for line in p.lines [ \ #line ]
}

// The seller's logo (a PNG made by the platform, at most 800 × 300 px) above the title, when there is one.
#if d.logo != none {
  block(below: 6mm, image(bytes(d.logo), format: "png", height: 14mm, alt: d.logoAlt))
}

#grid(
  columns: (1fr, auto),
  column-gutter: 12mm,
  title(d.title),
  align(right, party(d.seller)),
)

#v(8mm)

#grid(
  columns: (1fr, 1fr),
  column-gutter: 12mm,
  [
    #heading(level: 1, d.buyerHeading)
    #party(d.buyer)
  ],
  [
    #heading(level: 1, d.detailsHeading)
    #grid(
      columns: (auto, 1fr),
      column-gutter: 4mm,
      row-gutter: 0.55em,
      ..d.details.map(((label, value)) => (text(fill: muted, label), value)).flatten(),
    )
  ],
)

#if d.credits != none {
  v(4mm)
  strong(d.credits)
}

#v(3mm)
#heading(level: 1, d.linesHeading)
#table(
  columns: (1fr, auto, auto, auto, auto),
  align: (left, right, right, right, right),
  stroke: (x, y) => if y == 0 { (bottom: 0.7pt + accent) } else { (bottom: 0.4pt + luma(200)) },
  inset: (x: 4pt, y: 5pt),
  table.header(..d.columns.map(c => text(weight: "bold", c))),
  ..d.lines.map(l => (l.description, l.quantity, l.unitPrice, l.vat, l.amount)).flatten(),
)

#v(4mm)
// Net total, the VAT per rate (muted), the VAT total when there are several rates, a rule, and the total in bold.
#align(right, block(width: 62%, {
  let net = d.totals.first()
  let gross = d.totals.last()
  grid(
    columns: (1fr, auto),
    column-gutter: 6mm,
    inset: (x: 0pt, y: 3.5pt),
    ..net,
    ..d.vatSummary.map(((label, amount)) => (text(fill: muted, label), text(fill: muted, amount))).flatten(),
    ..d.totals.slice(1, d.totals.len() - 1).flatten(),
    grid.hline(stroke: 0.5pt + luma(160)),
    strong(gross.at(0)), strong(gross.at(1)),
  )
}))

#if d.exemption != none {
  v(5mm)
  text(size: 8.5pt, d.exemption)
}

#v(6mm)
#d.payment

#if d.peppolNotice != none {
  v(4mm)
  block(stroke: 0.5pt + luma(160), inset: 6pt, width: 100%, text(size: 8.5pt, d.peppolNotice))
}
`;
