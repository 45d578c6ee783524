package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// confirm asks on stderr whether to apply the plan shown and reads the
// answer from stdin. It refuses at once when stdin is not a terminal.
func (c *cli) confirm() error {
	if !isTerminal(c.stdin) {
		return errors.New("not applying: standard input is not a terminal to ask on; give --yes to apply without asking")
	}
	return ask(c.stdin, c.stderr)
}

// ask writes the question to out and reads the answer from in: only "yes"
// applies the plan.
func ask(in io.Reader, out io.Writer) error {
	fmt.Fprint(out, "\nApply these changes? Only \"yes\" applies them: ")
	line, err := bufio.NewReader(in).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("reading the answer: %w", err)
	}
	if strings.TrimSpace(line) != "yes" {
		return errors.New("apply cancelled: nothing was changed")
	}
	return nil
}
