package coverage_test

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// moduleRoot is the directory of go.mod, README.md and docs/.
const moduleRoot = "../../.."

// linkedPages returns the Markdown pages whose relative links are checked,
// as slash-separated paths relative to the module root: the README, the
// pages beside it and every page of docs/.
func linkedPages(t *testing.T) []string {
	t.Helper()
	pages := []string{"README.md", "CONTRIBUTING.md", "CHANGELOG.md"}
	docs, err := filepath.Glob(filepath.Join(moduleRoot, "docs", "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, docs)
	for _, d := range docs {
		pages = append(pages, "docs/"+filepath.Base(d))
	}
	return pages
}

// TestRelativeLinksResolve checks that every relative link of the
// Markdown pages leads to a file or directory that exists and, when it
// names an anchor in a Markdown page, to a heading of that page, so that a
// section moved from one page to another leaves no link behind.
func TestRelativeLinksResolve(t *testing.T) {
	pages := linkedPages(t)
	anchors := make(map[string]map[string]bool)
	anchorsOf := func(page string) map[string]bool {
		if a, ok := anchors[page]; ok {
			return a
		}
		raw, err := os.ReadFile(filepath.Join(moduleRoot, filepath.FromSlash(page)))
		require.NoError(t, err)
		anchors[page] = headingAnchors(string(raw))
		return anchors[page]
	}
	checked := 0
	for _, page := range pages {
		raw, err := os.ReadFile(filepath.Join(moduleRoot, filepath.FromSlash(page)))
		require.NoError(t, err)
		for _, l := range markdownLinks(string(raw)) {
			target, anchor, _ := strings.Cut(l.target, "#")
			if isExternal(target) {
				continue
			}
			checked++
			file := page
			if target != "" {
				file = path.Clean(path.Join(path.Dir(page), target))
				if strings.HasPrefix(file, "../") {
					t.Errorf("%s:%d: the link %q leads out of the module", page, l.line, l.target)
					continue
				}
				if _, err := os.Stat(filepath.Join(moduleRoot, filepath.FromSlash(file))); err != nil {
					t.Errorf("%s:%d: the link %q leads to %s, which does not exist", page, l.line, l.target, file)
					continue
				}
			}
			if anchor != "" && strings.HasSuffix(file, ".md") {
				assert.True(t, anchorsOf(file)[anchor], "%s:%d: the link %q names #%s, which is no heading of %s", page, l.line, l.target, anchor, file)
			}
		}
	}
	assert.Greater(t, checked, 20, "the pages have fewer relative links than they should: the reader of links is broken")
}

// TestHeadingAnchors checks the anchors made from headings against those
// GitHub makes for the same headings.
func TestHeadingAnchors(t *testing.T) {
	got := headingAnchors("# ingress\n## From other languages: `cmd/ingress-fake`\n" +
		"```yaml\n# not a heading\n```\n### The `ingress` command\n## Paging\n## Paging\n" +
		"#### `apikeys`\n## Results: ingresstest list filters\n")
	assert.Equal(t, map[string]bool{
		"ingress":                              true,
		"from-other-languages-cmdingress-fake": true,
		"the-ingress-command":                  true,
		"paging":                               true,
		"paging-1":                             true,
		"apikeys":                              true,
		"results-ingresstest-list-filters":     true,
	}, got)
}

// TestMarkdownLinks checks which links the reader finds: inline links and
// images, and link references, but nothing inside code.
func TestMarkdownLinks(t *testing.T) {
	got := markdownLinks("See [a](docs/A.md#x) and ![img](b.png).\n" +
		"`[not](a-link)` [`code` text](c/)\n```\n[no](link)\n```\n[ref]: d.md\n<https://e.example>\n")
	var targets []string
	for _, l := range got {
		targets = append(targets, strconv.Itoa(l.line)+" "+l.target)
	}
	assert.Equal(t, []string{"1 docs/A.md#x", "1 b.png", "2 c/", "6 d.md"}, targets)
}

// isExternal reports whether a link's target names a scheme (https:,
// mailto:) rather than a path.
func isExternal(target string) bool {
	scheme, _, ok := strings.Cut(target, ":")
	return ok && !strings.Contains(scheme, "/")
}

// link is one link of a Markdown page: its target and the line it is on.
type link struct {
	target string
	line   int
}

var (
	// inlineLink matches a link or an image, [text](target), whose text
	// holds no bracket, and a link reference, [name]: target.
	inlineLink    = regexp.MustCompile(`\[[^\[\]]*\]\(([^()\s]+)\)`)
	linkReference = regexp.MustCompile(`^ {0,3}\[[^\[\]]+\]:\s*(\S+)`)
	codeSpan      = regexp.MustCompile("`[^`]*`")
)

// markdownLinks returns the links of a Markdown page outside fenced code
// blocks and code spans.
func markdownLinks(text string) []link {
	var links []link
	fenced := false
	for i, line := range strings.Split(text, "\n") {
		if isFence(line) {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		line = codeSpan.ReplaceAllString(line, "``")
		if m := linkReference.FindStringSubmatch(line); m != nil {
			links = append(links, link{m[1], i + 1})
			continue
		}
		for _, m := range inlineLink.FindAllStringSubmatch(line, -1) {
			links = append(links, link{m[1], i + 1})
		}
	}
	return links
}

// isFence reports whether line opens or closes a fenced code block.
func isFence(line string) bool {
	trimmed := strings.TrimLeft(line, " ")
	return strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")
}

// headingAnchors returns the anchors that GitHub gives the ATX headings of
// a Markdown page outside fenced code blocks: the heading's text in lower
// case, without code marks and punctuation, spaces made hyphens, and "-1",
// "-2" after a repeated one.
func headingAnchors(text string) map[string]bool {
	anchors := make(map[string]bool)
	seen := make(map[string]int)
	fenced := false
	for line := range strings.SplitSeq(text, "\n") {
		if isFence(line) {
			fenced = !fenced
			continue
		}
		hashes := len(line) - len(strings.TrimLeft(line, "#"))
		if fenced || hashes == 0 || hashes > 6 || !strings.HasPrefix(line[hashes:], " ") {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(strings.TrimSpace(line[hashes:])) {
			switch {
			case unicode.IsLetter(r) || unicode.IsNumber(r) || r == '-' || r == '_':
				b.WriteRune(r)
			case r == ' ':
				b.WriteRune('-')
			}
		}
		slug := b.String()
		if n := seen[slug]; n > 0 {
			seen[slug] = n + 1
			slug += "-" + strconv.Itoa(n)
		} else {
			seen[slug] = 1
		}
		anchors[slug] = true
	}
	return anchors
}
