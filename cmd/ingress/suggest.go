package main

import "fmt"

// closest returns the word of words closest to typed, when one is close
// (see isClose), or "".
func closest(typed string, words []string) string {
	best, bestDist := "", -1
	for _, w := range words {
		if d := distance(typed, w); isClose(typed, w, d) && (bestDist < 0 || d < bestDist) {
			best, bestDist = w, d
		}
	}
	return best
}

// didYouMean returns ` (did you mean "<meant>"?)`, or "" when meant is
// empty.
func didYouMean(meant string) string {
	if meant == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", meant)
}

// isClose reports whether typed, at edit distance d from word, is close
// enough to be taken for a mistyped word: a third of word's letters
// changed at most, or typed being the start of word.
func isClose(typed, word string, d int) bool {
	if typed == "" {
		return false
	}
	return d <= max(1, len(word)/3) || (len(typed) >= 2 && len(typed) < len(word) && word[:len(typed)] == typed)
}

// distance returns the edit distance between a and b: the fewest inserts,
// deletes, substitutions and swaps of two neighbouring bytes that make
// one the other.
func distance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
