package main

import (
	"os"
	"strings"
)

// isTerminal reports whether s is a file on a character device, as a
// terminal is (and /dev/null too, which reads as an empty answer).
func isTerminal(s any) bool {
	f, ok := s.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// colour reports whether the diff is shown in colour: on a terminal,
// unless NO_COLOR is set and not empty or TERM is "dumb".
func (c *cli) colour() bool {
	return isTerminal(c.stdout) && c.getenv("NO_COLOR") == "" && c.getenv("TERM") != "dumb"
}

// The escape sequences of the diff's colours.
const (
	green  = "\x1b[32m"
	red    = "\x1b[31m"
	yellow = "\x1b[33m"
	bold   = "\x1b[1m"
	reset  = "\x1b[0m"
)

// colourDiff colours a plan's diff line by line: a change by its sign, a
// field or a line of a policy's YAML by its own sign, and the summary in
// bold. A line without a sign takes the colour of a change that creates
// or deletes; under an update it is context, left plain. Signs stand only
// where the diff puts them (a change at the start of the line, a field
// after 4 spaces, a policy's line after 6), so a YAML list item further in
// ("- name: ...") is not taken for one.
func colourDiff(diff string) string {
	var b strings.Builder
	change := ""
	for line := range strings.Lines(diff) {
		text := strings.TrimSuffix(line, "\n")
		indent := len(text) - len(strings.TrimLeft(text, " "))
		col := ""
		if indent == 0 || indent == 4 || indent == 6 {
			col = signColour(text[indent:])
		}
		switch {
		case indent == 0 && col != "":
			change = col
		case indent == 0 && strings.HasPrefix(text, "Plan:"):
			col = bold
		case indent > 0 && col == "" && change != yellow:
			col = change
		}
		if col == "" {
			b.WriteString(line)
			continue
		}
		b.WriteString(col + text + reset + strings.TrimPrefix(line, text))
	}
	return b.String()
}

// signColour returns the colour of a line that starts with a diff sign,
// or "".
func signColour(s string) string {
	switch {
	case strings.HasPrefix(s, "-/+ "), strings.HasPrefix(s, "~ "):
		return yellow
	case strings.HasPrefix(s, "+ "):
		return green
	case strings.HasPrefix(s, "- "):
		return red
	}
	return ""
}
