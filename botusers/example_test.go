package botusers_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/ingresstest"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	bots := botusers.NewClient(srv.Client())

	bot, err := bots.Create(ctx, &botusers.CreateParams{Name: "deploy"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(bot.Name, bot.Active)

	// The bot owns an API key, which acts as the bot.
	key, err := apikeys.NewClient(srv.Client()).Create(ctx, &apikeys.CreateParams{OwnerID: &bot.ID})
	if err != nil {
		log.Fatal(err)
	}
	asBot := apikeys.NewClient(srv.Client(ingress.WithAPIKey(*key.Token)))
	_, err = asBot.Get(ctx, key.ID)
	fmt.Println("active bot's key works:", err == nil)

	// Deactivating the bot suspends its keys.
	if _, err := bots.Update(ctx, bot.ID, &botusers.UpdateParams{Active: new(false)}); err != nil {
		log.Fatal(err)
	}
	_, err = asBot.Get(ctx, key.ID)
	fmt.Println("inactive bot's key works:", err == nil)

	// Deleting the bot deletes its keys.
	if err := bots.Delete(ctx, bot.ID); err != nil {
		log.Fatal(err)
	}
	_, err = apikeys.NewClient(srv.Client()).Get(ctx, key.ID)
	fmt.Println("key deleted with the bot:", ingress.IsNotFound(err))
	// Output:
	// deploy true
	// active bot's key works: true
	// inactive bot's key works: false
	// key deleted with the bot: true
}
