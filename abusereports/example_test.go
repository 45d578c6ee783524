package abusereports_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/ingresstest"
)

// A report is reviewed on the server's clock: a test moves the clock
// instead of waiting.
func Example() {
	clock := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	srv := ingresstest.NewServer(ingresstest.WithClock(clock.Now))
	defer srv.Close()
	ctx := context.Background()
	c := abusereports.NewClient(srv.Client())

	r, err := c.Create(ctx, &abusereports.CreateParams{
		URLs: []string{"https://login-bank.ngrok-free.app/signin", "https://example.org/"},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Status)

	clock.Advance(ingresstest.DefaultAbuseReviewTime)
	if r, err = c.Get(ctx, r.ID); err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Status)
	for _, h := range r.Hostnames {
		fmt.Println(h.Hostname, h.Status)
	}
	// Output:
	// PENDING
	// PROCESSED
	// login-bank.ngrok-free.app BANNED
	// example.org IGNORE
}
