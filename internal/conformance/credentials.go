package conformance

func credentials(env *Env) {}
