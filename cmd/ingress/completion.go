package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
)

// shells are the shells that "ingress completion" writes a script for,
// each with its writer.
var shells = map[string]func(w io.Writer, specs []commandSpec) error{
	"bash": writeBash,
	"zsh":  writeZsh,
	"fish": writeFish,
}

// shellNames are the names of shells, in the order the help gives them.
var shellNames = []string{"bash", "zsh", "fish"}

// completionCommand is "ingress completion".
func completionCommand() command {
	return command{
		name:     "completion",
		synopsis: "completion bash|zsh|fish",
		summary:  "print the completion script of a shell",
		text: `Prints a script that completes the commands of ingress and their flags in
bash, zsh or fish, made from the commands' own flags. To load it:

  bash  source <(ingress completion bash)   in ~/.bashrc, or write it to
        ~/.local/share/bash-completion/completions/ingress
  zsh   source <(ingress completion zsh)    in ~/.zshrc, after compinit,
        or write it to a file _ingress in a directory of $fpath
  fish  ingress completion fish > ~/.config/fish/completions/ingress.fish
`,
		exits: "0 printed, 1 failure (an unknown shell).\n",
		args:  shellNames,
		flags: func(c *cli, _ *flag.FlagSet) runFunc {
			return func(_ context.Context, args []string) (int, error) {
				write, ok := shells[args[0]]
				if !ok {
					return exitFailed, fmt.Errorf("completion: no script for the shell %q%s: give one of %s", args[0], didYouMean(closest(args[0], shellNames)), strings.Join(shellNames, ", "))
				}
				return exitOK, write(c.stdout, specs(c))
			}
		},
	}
}

// commandSpec is what a completion script knows of a command.
type commandSpec struct {
	name, summary string
	flags         []flagSpec
	// args are the words its argument may be.
	args []string
}

// flagSpec is what a completion script knows of a flag.
type flagSpec struct {
	// name is the flag's name with its dashes: "-f", "--prune".
	name string
	// value names the flag's value, like "file", "directory" or
	// "duration"; empty for a flag without one.
	value string
	// usage is the flag's help, on one line.
	usage string
}

// specs returns the specs of the commands, made from their flag sets.
func specs(c *cli) []commandSpec {
	var out []commandSpec
	for _, cmd := range commands() {
		fs := c.flagSet(cmd)
		cmd.flags(c, fs)
		spec := commandSpec{name: cmd.name, summary: strings.ReplaceAll(strings.TrimSpace(cmd.summary), "\n", " "), args: cmd.args}
		fs.VisitAll(func(f *flag.Flag) {
			value, usage := flag.UnquoteUsage(f)
			if isBool(f) {
				value = ""
			}
			spec.flags = append(spec.flags, flagSpec{name: dashed(f.Name), value: value, usage: usage})
		})
		out = append(out, spec)
	}
	return out
}

// isBool reports whether f is a flag without a value.
func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// flagNames returns the names of flags, each with its dashes.
func flagNames(flags []flagSpec) []string {
	names := make([]string, len(flags))
	for i, f := range flags {
		names[i] = f.name
	}
	return names
}
