package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ingresskit/ingress/setup"
)

// flagSet returns the flag set of cmd, which prints nothing while it
// parses (parse reports its errors) and whose -h shows cmd's usage, with
// the flag --timeout that every command working on an account has.
func (c *cli) flagSet(cmd command) *flag.FlagSet {
	fs := flag.NewFlagSet("ingress "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if cmd.api {
		c.registerTimeout(fs)
	}
	return fs
}

// parse parses args with fs, the flag set of cmd. It prints cmd's usage
// on stderr for -h and returns flag.ErrHelp; it refuses, with an error of
// one line, an unknown flag (naming the flag meant when one is close), a
// flag without its value or with a bad one, arguments that cmd does not
// take and a --timeout that is not positive.
func (c *cli) parse(cmd command, fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.usage(cmd, fs)
			return err
		}
		return fmt.Errorf("%s: %s; run \"ingress %s -h\" for its flags", cmd.name, flagMistake(fs, err), cmd.name)
	}
	switch {
	case len(cmd.args) == 0 && fs.NArg() > 0:
		return fmt.Errorf("%s: unexpected arguments %q; run \"ingress %s -h\" for its flags", cmd.name, fs.Args(), cmd.name)
	case len(cmd.args) > 0 && fs.NArg() != 1:
		return fmt.Errorf("%s: give one of %s; run \"ingress %s -h\"", cmd.name, strings.Join(cmd.args, ", "), cmd.name)
	}
	return c.checkTimeout()
}

// undefinedFlag is how package flag starts the error of an unknown flag.
const undefinedFlag = "flag provided but not defined: -"

// flagMistake says what err, an error of fs.Parse, is: for an unknown
// flag, which one, and the flag of fs meant when one is close.
func flagMistake(fs *flag.FlagSet, err error) string {
	name, ok := strings.CutPrefix(err.Error(), undefinedFlag)
	if !ok {
		return err.Error()
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	mistake := "unknown flag " + dashed(name)
	if meant := closest(strings.TrimLeft(name, "-"), names); meant != "" {
		mistake += didYouMean(dashed(meant))
	}
	return mistake
}

// dashes returns the dashes that the help writes before the flag name:
// one for a name of one letter, like -f, two otherwise, like --prune.
func dashes(name string) string {
	if len(name) == 1 {
		return "-"
	}
	return "--"
}

// dashed returns name with its dashes (see dashes).
func dashed(name string) string { return dashes(name) + name }

// descriptionFlags are the flags of the commands that read a description.
type descriptionFlags struct {
	file string
	json bool
	// src is where the values of the description loaded are.
	src *setup.Source
}

// register adds the flags to fs.
func (f *descriptionFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.file, "f", "", "the account description, a YAML `file` (required)")
	fs.BoolVar(&f.json, "json", false, "print the plan in its JSON form instead of the diff")
}

// load reads the description of -f. Its errors name the file, the line
// and the field; several mistakes follow a line that says the description
// is refused, one a line.
func (f *descriptionFlags) load() (setup.Account, error) {
	if f.file == "" {
		return setup.Account{}, errors.New("no description: give one with -f account.yaml")
	}
	a, src, err := setup.LoadSource(f.file)
	f.src = src
	if joined, ok := err.(interface{ Unwrap() []error }); ok && len(joined.Unwrap()) > 1 {
		return a, fmt.Errorf("the description is refused:\n%w", err)
	}
	return a, err
}

// planFlags are the flags that plan and apply share.
type planFlags struct {
	descriptionFlags
	prune bool
}

// register adds the flags to fs.
func (f *planFlags) register(fs *flag.FlagSet) {
	f.descriptionFlags.register(fs)
	fs.BoolVar(&f.prune, "prune", false, "also delete the managed resources that the description no longer lists")
}

// options returns the plan's options that the flags choose.
func (f *planFlags) options() []setup.Option {
	opts := []setup.Option{setup.From(f.src)}
	if f.prune {
		opts = append(opts, setup.Prune())
	}
	return opts
}
