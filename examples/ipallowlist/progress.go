package main

import (
	"fmt"
	"io"
	"strings"
)

// barWidth is the number of cells of the progress bar.
const barWidth = 40

// progressBar draws "[#####.....] done/total" on one line of a terminal,
// redrawing it in place.
type progressBar struct {
	w           io.Writer
	done, total int
}

// newProgressBar draws a bar of total items, done of them already done.
func newProgressBar(w io.Writer, done, total int) *progressBar {
	b := &progressBar{w: w, done: done, total: total}
	b.draw()
	return b
}

// Add counts n more items done and redraws the bar.
func (b *progressBar) Add(n int) {
	b.done += n
	b.draw()
}

// Stop ends the bar's line.
func (b *progressBar) Stop() { fmt.Fprintln(b.w) }

func (b *progressBar) draw() {
	filled := barWidth
	if b.total > 0 {
		filled = barWidth * b.done / b.total
	}
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d", strings.Repeat("#", filled), strings.Repeat(".", barWidth-filled), b.done, b.total)
}
