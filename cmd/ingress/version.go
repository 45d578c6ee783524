package main

import (
	"context"
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/ingresskit/ingress"
)

// versionCommand is "ingress version", which "ingress --version" runs too.
func versionCommand() command {
	return command{
		name:     "version",
		synopsis: "version",
		summary:  "print the versions of the command, of Go and\nof the API it speaks",
		text: `Prints the version of the module the command was built from (from its build
information: the version "go install" fetched, or "(devel)" for a build
from a checkout), the version of Go that built it, and the version of the
ngrok API it speaks. "ingress --version" prints the same.
`,
		exits: "0 printed, 1 failure.\n",
		flags: func(c *cli, _ *flag.FlagSet) runFunc {
			return func(context.Context, []string) (int, error) {
				info, ok := debug.ReadBuildInfo()
				_, err := fmt.Fprint(c.stdout, versionText(info, ok))
				return exitOK, err
			}
		},
	}
}

// versionText returns what "ingress version" prints, for the build
// information info of the binary (ok is false when it has none).
func versionText(info *debug.BuildInfo, ok bool) string {
	module := "(devel)"
	if ok && info.Main.Version != "" {
		module = info.Main.Version
	}
	return fmt.Sprintf("ingress %s\nGo %s\nngrok API version %s\n", module, runtime.Version(), ingress.APIVersion)
}
