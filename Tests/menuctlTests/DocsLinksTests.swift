import Foundation
import MenuTestSupport
import Testing

/// The files a clone holds, as `git ls-files` lists them; nil without git.
let filesInAClone: Set<String>? = {
    guard FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".git").path),
          let listed = try? runProcess("/usr/bin/env", ["git", "-C", packageRoot.path, "ls-files"]),
          listed.status == 0 else { return nil }
    return Set(listed.stdout.split(separator: "\n").map(String.init))
}()

/// What the README and docs/ link to or name is in a fresh clone: a file
/// git tracks, or one a command the same page names makes (docs/menu.pdf,
/// which scripts/render-menu prints and .gitignore leaves out).
@Suite(.enabled(if: filesInAClone != nil, "needs git and this project's .git to list what a clone holds"))
struct DocsLinksTests {
    /// Files the docs name that a command makes rather than git keeps,
    /// with the command a page naming one must name too.
    static let made = ["docs/menu.pdf": "scripts/render-menu"]

    static var pages: [String] { DocsExamplesTests.pages }

    @Test(arguments: pages)
    func everyLinkOnThePageIsInAClone(page: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
        let folder = (page as NSString).deletingLastPathComponent
        for link in Self.links(in: text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? page : Self.normalized(folder.isEmpty ? parts[0] : folder + "/" + parts[0])
            #expect(Self.isInAClone(target), "\(page) links to \(link), which a clone does not have")
            if parts.count == 2, target.hasSuffix(".md"), Self.isInAClone(target) {
                let linked = try String(contentsOf: packageRoot.appendingPathComponent(target), encoding: .utf8)
                #expect(Self.anchors(in: linked).contains(parts[1]), "\(page) links to \(link): no such heading in \(target)")
            }
        }
    }

    /// `examples/sichuan.menuctl` in backquotes is a promise too.
    @Test(arguments: pages)
    func everyPathThePageNamesIsInAClone(page: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
        let named = try Regex(#"`((?:\.ci|docs|examples|migrations|scripts|Sources|Tests)/[^`\s]*)`"#)
        for match in text.matches(of: named) {
            let path = String(match.output[1].substring ?? "")
            if path.contains("NAME") { continue }
            if let command = Self.made[path] {
                #expect(text.contains(command), "\(page) names \(path) but not \(command), which makes it")
            } else {
                #expect(Self.isInAClone(path), "\(page) names \(path), which a clone does not have")
            }
        }
    }

    @Test func linksAndAnchorsAreReadAsGitHubReadsThem() {
        let page = #"[a](docs/guide.md#which-database) <img src="docs/menu.png" width="3"> [b](https://x.org) [c](#a-tour)"#
        #expect(Self.links(in: page) == ["docs/guide.md#which-database", "docs/menu.png", "#a-tour"])
        #expect(Self.anchors(in: "## Sold out (估清) and serving hours\n### The guests' page, in English") ==
                ["sold-out-估清-and-serving-hours", "the-guests-page-in-english"])
        #expect(Self.normalized("docs/../README.md") == "README.md")
    }

    /// Markdown links and pictures' `src`, but not those to other sites.
    static func links(in text: String) -> [String] {
        let patterns = [#"\]\(([^)\s]+)\)"#, #"<img src="([^"]+)""#]
        var found: [(String.Index, String)] = []
        for pattern in patterns {
            guard let regex = try? Regex(pattern) else { continue }
            for match in text.matches(of: regex) {
                found.append((match.range.lowerBound, String(match.output[1].substring ?? "")))
            }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1).filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation
    /// dropped, spaces as hyphens.
    static func anchors(in text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.unicodeScalars.filter { scalar in
                scalar == "-" || scalar == " " || scalar == "_" || scalar.properties.isAlphabetic
                    || scalar.properties.numericType != nil
            }
            return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
        }
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/") + (path.hasSuffix("/") ? "/" : "")
    }

    static func isInAClone(_ path: String) -> Bool {
        guard let tracked = filesInAClone else { return false }
        if tracked.contains(path) { return true }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return tracked.contains { $0.hasPrefix(folder) }
    }
}
