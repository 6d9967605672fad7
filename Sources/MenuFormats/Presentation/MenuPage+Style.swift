import MenuModel
extension MenuPage {
    /// The page's only style. Fonts are ones the reader's system has (a CJK
    /// face first, for the dish names); none is fetched. `@page` sets A4, and
    /// `break-after: avoid` on headings (and on a group's choice lines under
    /// its heading) keeps a group's heading with its first dish, in a column
    /// or on a page (CSS Fragmentation Level 3, §3.1); a dish is never split.
    ///
    /// A printed menu: two columns on A4 and on screens of 1000 pixels and
    /// more (CSS Multi-column Layout), and dotted leaders from a dish's name
    /// to its price, the name's column only as wide as the name needs.
    ///
    /// Nothing runs off a 360-pixel phone (SPEC 15): the name's column may
    /// shrink below its longest word (`minmax(0, …)`) and any text breaks
    /// where it must (`overflow-wrap: anywhere`); sizes take a row of their
    /// own under the dish's lines, each an inline box that wraps as a whole, and
    /// nothing is `white-space: nowrap`, which would let a long size or
    /// price push the page wider than the screen. Chinese words are not cut
    /// at any character but at spaces and punctuation (`word-break:
    /// keep-all`), so 少盐 stays one word. Indentation stops after two levels
    /// of groups, so a deep menu does not walk off the edge.
    package static let style = """
        :root { color-scheme: light; }
        body { margin: 0; color: #222; background: #fff; line-height: 1.5;
          font-family: "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "PingFang SC", "Microsoft YaHei", sans-serif; }
        main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
        h1 { text-align: center; font-size: 1.8rem; letter-spacing: .1em; margin: .5rem 0 1rem; column-span: all; }
        h1, h2, h3, h4, h5, h6, li > * { overflow-wrap: anywhere; min-width: 0; }
        h1, h2, h3, h4, h5, h6, li > *, .choices, .slots, .legend { word-break: keep-all; }
        h2 { font-size: 1.35rem; color: #8b1a1a; border-bottom: 2px solid #8b1a1a; margin: 1.25rem 0 .4rem; }
        h3, h4, h5, h6 { font-size: 1.1rem; margin: .9rem 0 .3rem; }
        h2, h3, h4, h5, h6 { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
        :is(h2, h3, h4, h5, h6) ~ p { break-after: avoid; page-break-after: avoid; }
        section section { margin-left: .75rem; }
        section section section section { margin-left: 0; }
        ul { list-style: none; margin: 0; padding: 0; }
        li { display: grid; grid-template-columns: minmax(0, max-content) minmax(1.5rem, 1fr) auto; column-gap: .3rem;
          padding: .3rem 0; break-inside: avoid; page-break-inside: avoid; }
        li::after { content: ""; grid-row: 1; grid-column: 2; align-self: end; margin-bottom: .4em;
          border-bottom: 2px dotted #999; }
        li:not(:has(> .price:not(.sizes), > .note))::after { border: none; }
        li > .name { grid-row: 1; grid-column: 1; }
        li > .price, li > .note { grid-row: 1; grid-column: 3; align-self: end; }
        li > p { grid-column: 1 / -1; margin: 0; font-size: .9em; color: #555; }
        .price { text-align: right; font-variant-numeric: tabular-nums; }
        li > .sizes, .sizes { grid-row: auto; grid-column: 1 / -1; order: 1; }
        .size { display: inline-block; max-width: 100%; margin-left: .4em; }
        .hours { font-size: .8em; font-weight: normal; color: #666; margin-left: .5em; }
        .sold-out .name { color: #999; text-decoration: line-through; }
        .note { text-align: right; color: #999; font-size: .9em; }
        .legend { column-span: all; }
        @page { size: A4; margin: 15mm 18mm; }
        @media screen and (min-width: 1000px) {
          main { max-width: 68rem; columns: 2; column-gap: 3rem; }
        }
        @media print {
          body { font-size: 11pt; }
          main { max-width: none; padding: 0; columns: 2; column-gap: 9mm; }
          h2 { color: #000; border-color: #000; }
        }

        """
}
