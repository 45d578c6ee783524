package main

import (
	"fmt"
	"io"
)

// Outcome is what a run did to one resource.
type Outcome string

// The outcomes, in the order the summary lists them.
const (
	Created   Outcome = "created"
	Updated   Outcome = "updated"
	Deleted   Outcome = "deleted"
	Unchanged Outcome = "unchanged"
)

// Report counts what a run did and prints a line for each resource.
type Report struct {
	out    io.Writer
	counts map[Outcome]int
}

func newReport(out io.Writer) *Report {
	return &Report{out: out, counts: make(map[Outcome]int)}
}

// note records what happened to a resource: what names it, like
// "IP policy rule 10.0.0.0/8", and id is its ID.
func (r *Report) note(o Outcome, what, id string) {
	r.counts[o]++
	fmt.Fprintf(r.out, "  %-9s  %s (%s)\n", o, what, id)
}

// Count returns how many resources had outcome o.
func (r *Report) Count(o Outcome) int { return r.counts[o] }

// Changes returns how many resources the run created, updated or deleted.
func (r *Report) Changes() int { return r.counts[Created] + r.counts[Updated] + r.counts[Deleted] }

// summary prints the counts.
func (r *Report) summary() {
	fmt.Fprintf(r.out, "  %d created, %d updated, %d deleted, %d unchanged\n",
		r.counts[Created], r.counts[Updated], r.counts[Deleted], r.counts[Unchanged])
}
