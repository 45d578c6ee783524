package sessions_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/sessions"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()

	// An agent connects with a tunnel credential.
	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	id, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID, OS: "linux", Version: "3.1.0", Region: "eu"})
	if err != nil {
		log.Fatal(err)
	}

	ts := sessions.NewClient(srv.Client())
	for s, err := range ts.List(ctx, nil).All() {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(s.OS, s.AgentVersion, s.Region, s.Transport)
	}

	if err := ts.Stop(ctx, id); err != nil {
		log.Fatal(err)
	}
	_, err = ts.Get(ctx, id)
	fmt.Println("gone:", ingress.IsNotFound(err), "agent received:", srv.AgentCommands(id))
	// Output:
	// linux 3.1.0 eu ngrok/v2
	// gone: true agent received: [stop]
}

// UpdateAndRestart waits 10 seconds between the update and the restart.
// On a server with a fake clock, WithWait makes that wait advance the
// clock instead of sleeping.
func ExampleClient_UpdateAndRestart() {
	clock := ingresstest.NewClock(time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC))
	wait := func(ctx context.Context, d time.Duration) error {
		clock.Advance(d)
		return ctx.Err()
	}

	srv := ingresstest.NewServer(ingresstest.WithClock(clock.Now))
	defer srv.Close()
	ctx := context.Background()
	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	id, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID, Version: "3.1.0", UpdateVersion: "3.2.0"})
	if err != nil {
		log.Fatal(err)
	}

	ts := sessions.NewClient(srv.Client(), sessions.WithWait(wait))
	s, err := ts.UpdateAndRestart(ctx, id)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("new session:", s.ID != id, "version:", s.AgentVersion)
	fmt.Println("waited until:", clock.Now().Format(time.TimeOnly))
	fmt.Println("old agent received:", srv.AgentCommands(id))
	// Output:
	// new session: true version: 3.2.0
	// waited until: 12:00:10
	// old agent received: [update restart]
}
