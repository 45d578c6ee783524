package main

import (
	"fmt"
	"io"
	"strings"
)

// writeFish writes the fish completion script of the commands specs.
func writeFish(w io.Writer, specs []commandSpec) error {
	var b strings.Builder
	b.WriteString("# fish completion of ingress, written by \"ingress completion fish\".\ncomplete -c ingress -f\n")
	b.WriteString("complete -c ingress -n __fish_use_subcommand -l help -d 'show the commands'\n")
	b.WriteString("complete -c ingress -n __fish_use_subcommand -l version -d 'print the versions'\n")
	for _, s := range specs {
		fmt.Fprintf(&b, "complete -c ingress -n __fish_use_subcommand -a %s -d %s\n", s.name, fishQuote(s.summary))
	}
	for _, s := range specs {
		cond := fishQuote("__fish_seen_subcommand_from " + s.name)
		for _, f := range s.flags {
			opt := "-l " + strings.TrimPrefix(f.name, "--")
			if !strings.HasPrefix(f.name, "--") {
				opt = "-s " + strings.TrimPrefix(f.name, "-")
			}
			fmt.Fprintf(&b, "complete -c ingress -n %s %s%s -d %s\n", cond, opt, fishValue(f.value), fishQuote(f.usage))
		}
		if len(s.args) > 0 {
			fmt.Fprintf(&b, "complete -c ingress -n %s -a %s\n", cond, fishQuote(strings.Join(s.args, " ")))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// fishValue returns the options of complete for a flag whose value is
// named value: a file, a directory, another value, or none.
func fishValue(value string) string {
	switch value {
	case "":
		return ""
	case "file":
		return " -r -F"
	case "directory":
		return " -x -a '(__fish_complete_directories)'"
	}
	return " -x"
}

// fishQuote quotes s for fish, in single quotes.
func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
