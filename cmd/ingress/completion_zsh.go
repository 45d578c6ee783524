package main

import (
	"fmt"
	"io"
	"strings"
)

// writeZsh writes the zsh completion script of the commands specs.
func writeZsh(w io.Writer, specs []commandSpec) error {
	var b strings.Builder
	b.WriteString(`#compdef ingress
# zsh completion of ingress, written by "ingress completion zsh".
_ingress() {
	local -a commands
	commands=(
`)
	for _, s := range specs {
		fmt.Fprintf(&b, "\t\t%s\n", zshQuote(s.name+":"+zshEscape(s.summary, ":")))
	}
	b.WriteString(`	)
	if (( CURRENT == 2 )); then
		_describe -t commands 'ingress command' commands
		return
	fi
	local cmd=$words[2]
	shift words
	(( CURRENT-- ))
	case $cmd in
`)
	for _, s := range specs {
		fmt.Fprintf(&b, "\t%s)\n\t\t_arguments", s.name)
		for _, f := range s.flags {
			fmt.Fprintf(&b, " \\\n\t\t\t%s", zshQuote(zshFlag(f)))
		}
		if len(s.args) > 0 {
			fmt.Fprintf(&b, " \\\n\t\t\t%s", zshQuote("1:"+s.name+" argument:("+strings.Join(s.args, " ")+")"))
		}
		b.WriteString("\n\t\t;;\n")
	}
	b.WriteString(`	esac
}
if [[ $funcstack[1] == _ingress ]]; then
	_ingress "$@"
else
	compdef _ingress ingress
fi
`)
	_, err := io.WriteString(w, b.String())
	return err
}

// zshFlag returns the _arguments spec of f.
func zshFlag(f flagSpec) string {
	spec := f.name + "[" + zshEscape(f.usage, "[]:") + "]"
	switch f.value {
	case "":
		return spec
	case "file":
		return spec + ":file:_files"
	case "directory":
		return spec + ":directory:_files -/"
	}
	return spec + ":" + f.value + ": "
}

// zshEscape escapes with a backslash each byte of chars in s.
func zshEscape(s, chars string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(chars, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// zshQuote quotes s for the shell, in single quotes.
func zshQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
