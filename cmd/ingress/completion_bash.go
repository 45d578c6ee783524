package main

import (
	"fmt"
	"io"
	"strings"
)

// writeBash writes the bash completion script of the commands specs.
func writeBash(w io.Writer, specs []commandSpec) error {
	var b strings.Builder
	names := []string{"--help", "--version"}
	for _, s := range specs {
		names = append(names, s.name)
	}
	fmt.Fprintf(&b, `# bash completion of ingress, written by "ingress completion bash".
_ingress() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	COMPREPLY=()
	if [[ $COMP_CWORD -eq 1 ]]; then
		COMPREPLY=($(compgen -W '%s' -- "$cur"))
		return
	fi
	case ${COMP_WORDS[1]} in
`, strings.Join(names, " "))
	for _, s := range specs {
		fmt.Fprintf(&b, "\t%s)\n", s.name)
		if len(s.flags) > 0 {
			b.WriteString("\t\tcase $prev in\n")
			for _, f := range s.flags {
				if f.value != "" {
					fmt.Fprintf(&b, "\t\t%s|%s) %s; return ;;\n", f.name, alternate(f.name), bashValue(f.value))
				}
			}
			b.WriteString("\t\tesac\n")
		}
		words := flagNames(s.flags)
		if len(s.args) > 0 {
			b.WriteString("\t\t[[ $cur == -* ]] || { COMPREPLY=($(compgen -W '" + strings.Join(s.args, " ") + "' -- \"$cur\")); return; }\n")
		}
		if len(words) > 0 {
			fmt.Fprintf(&b, "\t\tCOMPREPLY=($(compgen -W '%s' -- \"$cur\"))\n", strings.Join(words, " "))
		}
		b.WriteString("\t\t;;\n")
	}
	b.WriteString("\tesac\n}\ncomplete -F _ingress ingress\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// alternate returns the other spelling of a flag that package flag
// takes: --f for -f, -prune for --prune.
func alternate(name string) string {
	if strings.HasPrefix(name, "--") {
		return name[1:]
	}
	return "-" + name
}

// bashValue returns the bash that completes the value of a flag whose
// value is named value: a file, a directory, or nothing to offer.
func bashValue(value string) string {
	switch value {
	case "file":
		return `compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))`
	case "directory":
		return `compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"))`
	}
	return "COMPREPLY=()"
}
