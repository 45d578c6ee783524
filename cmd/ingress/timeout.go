package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"time"
)

// defaultTimeout is how long each attempt of a request to the API may
// take, from sending it to reading the whole answer, unless --timeout says
// otherwise: 30s, far more than the API takes to answer, so that a server
// that accepts the connection and never answers fails the command instead
// of hanging it. A request that is retried (a read, after a connection
// failure) gets the time again for each attempt.
const defaultTimeout = 30 * time.Second

// registerTimeout adds --timeout to fs, setting c.timeout.
func (c *cli) registerTimeout(fs *flag.FlagSet) {
	fs.DurationVar(&c.timeout, "timeout", defaultTimeout, "give up an attempt of a request to the API after this `duration`, like 30s or 2m")
}

// checkTimeout refuses a --timeout that is not positive.
func (c *cli) checkTimeout() error {
	if c.timeout <= 0 {
		return fmt.Errorf("--timeout %s: give a positive duration, like 30s", c.timeout)
	}
	return nil
}

// explainTimeout adds to err, when a request timed out, the limit that it
// reached and how to change it.
func (c *cli) explainTimeout(err error) error {
	var netErr net.Error
	if errors.As(err, &netErr) && netErr.Timeout() {
		return fmt.Errorf("%w\nthe request timed out: the API did not answer within --timeout %s", err, c.timeout)
	}
	return err
}
