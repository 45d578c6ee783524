package main

import (
	"context"
	"flag"
	"fmt"
	"strings"
)

// command is a command of ingress, like plan.
type command struct {
	// name is what selects the command: "plan".
	name string
	// synopsis is its usage line, without "ingress".
	synopsis string
	// summary is its line in "ingress -h".
	summary string
	// text says what it does, in its -h.
	text string
	// exits says what its exit statuses mean, in its -h.
	exits string
	// api says that it works on an account, so takes --timeout and reads
	// the environment of the API.
	api bool
	// args are the words its one argument may be; none means it takes
	// no argument.
	args []string
	// flags adds the command's flags to fs and returns what runs the
	// command, with the arguments that are not flags, once fs is parsed.
	flags func(c *cli, fs *flag.FlagSet) runFunc
}

// runFunc runs a command whose flags are parsed and returns its exit
// status; an error is a failure, with exit status 1.
type runFunc func(ctx context.Context, args []string) (int, error)

// commands returns the commands of ingress, in the order "ingress -h"
// lists them.
func commands() []command {
	return []command{planCommand(), applyCommand(), destroyCommand(), exportCommand(), versionCommand(), completionCommand()}
}

// commandNames returns the names of the commands.
func commandNames() []string {
	var names []string
	for _, cmd := range commands() {
		names = append(names, cmd.name)
	}
	return names
}

// lookup returns the command named name, or an error of one line that
// names the mistake, with the command meant when one is close.
func lookup(name string) (command, error) {
	for _, cmd := range commands() {
		if cmd.name == name {
			return cmd, nil
		}
	}
	if flagName, ok := strings.CutPrefix(name, "-"); ok {
		meant := closest(strings.TrimLeft(flagName, "-"), []string{"help", "version"})
		if meant != "" {
			meant = "--" + meant
		}
		return command{}, fmt.Errorf("unknown flag %s%s; run \"ingress -h\" for the commands, and \"ingress <command> -h\" for their flags", name, didYouMean(meant))
	}
	return command{}, fmt.Errorf("unknown command %q%s; run \"ingress -h\" for the commands", name, didYouMean(closest(name, commandNames())))
}
