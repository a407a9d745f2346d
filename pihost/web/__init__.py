"""The pages the box serves over its local Wi-Fi: a phone per seat, the table screen, the host.

One more device of the box (:class:`pihost.web.server.WebServer`): it runs its own thread and
only posts typed inputs into the runner's queue — a phone's press is a ``SeatPressed``, a tap on
its seat grid a ``SeatChose`` — journaled like the buttons, so a restart replays them. The box
tells it what changed after each input (:class:`pihost.web.screen.Screen`); what each page may
see is :mod:`pihost.web.frames`; the seats' tokens and phones are :mod:`pihost.web.binding`.
"""
