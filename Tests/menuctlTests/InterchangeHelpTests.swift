import Foundation
import MenuFormats
import Testing

/// The help of export and import compared whole, as HelpTests does for the rest.
@Suite struct InterchangeHelpTests {
    @Test func exportHelp() throws {
        #expect(try Sandbox().menuctl("help", "export").stdout == """
            OVERVIEW: Write the whole menu as JSON (for import), text, an HTML page for
            guests, CSV, or a Square catalog upload.

            --format html writes one self-contained page (no script, font or image
            from elsewhere; the menu inside as schema.org data) for a phone or for
            printing on A4; its --title holds what a name may hold, '/' too.
            --format csv writes RFC 4180 CSV with the header
              path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,
              choices,slots,left,daily,allergens,diets,hours
            then sold_out_until, withdrawn, off_sale, station, photo, kcal and portion when
            the menu has them, and name:LANG,description:LANG for each language the menu
            has, which import reads back. A field a spreadsheet would run as a formula (one
            starting with =, +, - or @) is written after a ', which import takes off. CSV
            does not carry the menu's choice lists, price lists or glossary: a notice on
            stderr names those the menu has; JSON carries them.
            --format square writes Square's BatchUpsertCatalogObjectsRequest; a menu
            over its 10,000 objects is written a request at a time, each export the
            objects Square does not hold yet by --id-map (exit 0, and a notice of how
            many remain), until Square holds them all (exit 1).

            USAGE: menuctl export [--format <format>] [--title <text>] [--bom] [--available]
                   [--at <when>] [--lang <lang>] [--no-photos] [--with-photos]
                   [--rules <regime>] ... [--photos <dir>] [--for <place>]
                   [--station <station>] [--width <width>] [--prices <list>]
                   [--location <id>] ... [--id-map <file>] ... [--deletions <file>]
                   [--as-of <when>]

            OPTIONS:
              --format <format>       The output format. (values: json, text, html, csv,
                                      square; default: json)
              --title <text>          The page's title, with --format html. (default: 菜单,
                                      or Menu with --lang en)
              --bom                   Start the CSV with a UTF-8 byte order mark, for
                                      spreadsheets that need one.
              --available             With --format html: only what a guest can order then
                                      (sold-out dishes and closed hours left out).
              --at <when>             With --available: the moment to ask about, HH:MM
                                      (today) or 'sat 23:30' (default: now).
              --lang <lang>           With --format html: each name's translation into this
                                      language (en, ja) under it, and the page's own words,
                                      sizes, units and tags in it (see glossary).
              --no-photos             With --format html: leave the dishes' photos out.
              --with-photos           With --format json: carry the photos' bytes too
                                      (base64, once each, by digest), so that import gives
                                      them back.
              --rules <regime>        With --format html: what the law of us, uk, eu or cn
                                      asks the page to say (repeatable; default cn).
                                      (values: us, uk, eu, cn)
              --photos <dir>          Write each dish's photo into this folder, a JPEG named
                                      after its path, instead of the menu.
              --for <place>           With --photos: cut and size each photo as the place
                                      asks: doordash 16:9 of at least 1400×800, ubereats
                                      5:4, meituan 4:3 of at most 1600×1200, square as it
                                      is, with Square's request to upload each
                                      (square-images.json). (values: doordash, ubereats,
                                      meituan, square)
              --station <station>     With --format text or html: the sheet of this kitchen
                                      station, what it cooks with sizes and choices, no
                                      prices.
              --width <width>         With --station and --format text: the ticket printer's
                                      columns, 42 or 48 (the default). (values: 42, 48)
              --prices <list>         Prices, box fees and minimums of this price list;
                                      dishes it does not sell left out.
              --location <id>         With --format square: sold only at this Square
                                      location (repeatable); sold out, and at a store its
                                      own prices, are said there.
              --id-map <file>         With --format square: Square's answer to an earlier
                                      upload (its id_mappings); those objects are updated,
                                      or left out of a menu over one request (repeatable,
                                      later files win). With --photos DIR --for square: the
                                      items the photos go to.
              --deletions <file>      With --id-map: write there the ids of what the menu no
                                      longer has, as a BatchDeleteCatalogObjectsRequest.
              --as-of <when>          The menu as it was just after history entry N, or at
                                      'YYYY-MM-DD HH:MM' (local time).
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -h, --help              Show help information.

            EXAMPLES:
              menuctl export > menu.json
              menuctl export --format html --title '川味小馆' > menu.html
              menuctl export --format csv --bom > menu.csv

            """)
    }

    @Test func importHelp() throws {
        #expect(try Sandbox().menuctl("import", "--help").stdout == """
            OVERVIEW: Load a menu from a JSON or CSV file, merging by path unless --replace.

            Merging reuses groups that exist (taking the file's expanded state), gives
            dishes that exist the file's price, and appends new entries in file order.
            A price may be {"amount": 3800, "currency": "CNY"} or an amount string "38.00".
            --replace makes what the file's format holds exactly the file's, and
            leaves the rest as it was: a replace by the menu's own export changes
            nothing. A CSV file is what export --format csv writes, or one typed by
            hand with any of its columns in any order, path among them (kind dish is
            item): a column left out leaves what it says as it is, even with --replace.
            CSV has no expanded state, so new groups are expanded and existing ones stay
            as they are. A JSON document may be one line.

            USAGE: menuctl import <file> [--replace] [--format <format>] [--dry-run]

            ARGUMENTS:
              <file>                  The JSON or CSV file; '-' reads standard input.

            OPTIONS:
              --replace               Make the menu exactly the file.
              --format <format>       The file's format; without it, a name ending in .csv
                                      is CSV, any other JSON. (values: json, csv, square)
              --dry-run               Say what would change (the summary and the diff), and
                                      change nothing.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl import examples/sichuan.json
              menuctl export | menuctl --db copy.db import - --replace
              menuctl import menu.csv --replace

            """)
    }
}
