package main

import (
	"errors"
	"flag"
	"fmt"

	"github.com/ingresskit/ingress/setup"
)

// errReported is a flag error that the flag package already printed, with
// the command's usage.
var errReported = errors.New("bad flags")

// flagSet returns the flag set of a command, printing to stderr, whose -h
// shows synopsis and text, with the flag --timeout that every command has.
func (c *cli) flagSet(name, synopsis, text string) *flag.FlagSet {
	fs := flag.NewFlagSet("ingress "+name, flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	fs.Usage = commandUsage(fs, synopsis, text)
	c.registerTimeout(fs)
	return fs
}

// parse parses args with fs and refuses arguments that are not flags and
// a --timeout that is not positive.
func (c *cli) parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return errReported
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q (the description is given with -f)", fs.Args())
	}
	return c.checkTimeout()
}

// planFlags are the flags that plan and apply share.
type planFlags struct {
	file  string
	prune bool
	json  bool
	// src is where the values of the description loaded are.
	src *setup.Source
}

// register adds the flags to fs.
func (f *planFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.file, "f", "", "the account description, a YAML `file` (required)")
	fs.BoolVar(&f.prune, "prune", false, "also delete the managed resources that the description no longer lists")
	fs.BoolVar(&f.json, "json", false, "print the plan in its JSON form instead of the diff")
}

// load reads the description of -f. Its errors name the file, the line
// and the field.
func (f *planFlags) load() (setup.Account, error) {
	if f.file == "" {
		return setup.Account{}, errors.New("no description: give one with -f account.yaml")
	}
	a, src, err := setup.LoadSource(f.file)
	f.src = src
	return a, err
}

// options returns the plan's options that the flags choose.
func (f *planFlags) options() []setup.Option {
	opts := []setup.Option{setup.From(f.src)}
	if f.prune {
		opts = append(opts, setup.Prune())
	}
	return opts
}
