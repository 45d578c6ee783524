package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// work is what a command that changes the account does, in the words it
// asks and reports with.
type work struct {
	// verb is the command: "apply".
	verb string
	// doing is what it is doing: "applying".
	doing string
	// question asks whether to go on.
	question string
	// cancelled is the error of an answer other than "yes".
	cancelled string
}

// The works of apply and destroy.
var (
	applying   = work{verb: "apply", doing: "applying", question: `Apply these changes? Only "yes" applies them: `, cancelled: "apply cancelled: nothing was changed"}
	destroying = work{verb: "destroy", doing: "destroying", question: `Delete these resources? Only "yes" deletes them: `, cancelled: "destroy cancelled: nothing was deleted"}
)

// confirm asks on stderr whether to go on with w, the plan shown, and
// reads the answer from stdin. It refuses at once when stdin is not a
// terminal.
func (c *cli) confirm(w work) error {
	if !isTerminal(c.stdin) {
		return fmt.Errorf("not %s: standard input is not a terminal to ask on; give --yes to %s without asking", w.doing, w.verb)
	}
	return ask(c.stdin, c.stderr, w)
}

// ask writes w's question to out and reads the answer from in: only "yes"
// goes on. An input that ends before any answer (like /dev/null, which
// reads as a terminal) is refused too, with a word on --yes.
func ask(in io.Reader, out io.Writer, w work) error {
	fmt.Fprint(out, "\n"+w.question)
	line, err := bufio.NewReader(in).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("reading the answer: %w", err)
	}
	if line == "" {
		return fmt.Errorf("%s (standard input ended without an answer; give --yes to %s without asking)", w.cancelled, w.verb)
	}
	if strings.TrimSpace(line) != "yes" {
		return errors.New(w.cancelled)
	}
	return nil
}
