package applications_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()

	// An endpoint behind a Google login, and a visitor who logs in twice.
	ep, err := endpoints.NewClient(srv.Client()).Create(ctx, &endpoints.CreateParams{
		URL:           "https://app.internal",
		Bindings:      []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new(`{"on_http_request":[{"actions":[{"type":"oauth","config":{"provider":"google"}}]}]}`),
	})
	if err != nil {
		log.Fatal(err)
	}
	user, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1001", Email: "ada@example.com"})
	if err != nil {
		log.Fatal(err)
	}
	for range 2 {
		if _, err := srv.StartApplicationSession(ingresstest.ApplicationLogin{UserID: user, EndpointID: ep.ID}); err != nil {
			log.Fatal(err)
		}
	}

	// Revoking the user logs it out everywhere.
	c := applications.NewClient(srv.Client())
	count := func() (n int) {
		for _, err := range c.Sessions.List(ctx, nil).All() {
			if err != nil {
				log.Fatal(err)
			}
			n++
		}
		return n
	}
	fmt.Println("sessions:", count())
	if err := c.Users.Delete(ctx, user); err != nil {
		log.Fatal(err)
	}
	fmt.Println("sessions after deleting the user:", count())
	// Output:
	// sessions: 2
	// sessions after deleting the user: 0
}
