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
// field by its own sign or else as its change, and the summary in bold.
func colourDiff(diff string) string {
	var b strings.Builder
	change := ""
	for line := range strings.Lines(diff) {
		text := strings.TrimSuffix(line, "\n")
		col := signColour(strings.TrimLeft(text, " "))
		switch {
		case !strings.HasPrefix(text, " ") && col != "":
			change = col
		case strings.HasPrefix(text, " ") && col == "":
			col = change
		case strings.HasPrefix(text, "Plan:"):
			col = bold
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
