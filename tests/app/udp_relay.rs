//! A small UDP relay between a guest and a host on 127.0.0.1, for the network tests: it
//! passes every datagram on, or drops them all for a while (a cut link), or delays and loses
//! some (a poor link), as the test sets it.

use std::collections::VecDeque;
use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What the relay does to the datagrams it passes.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct LinkFaults {
    /// Drop everything (the link is cut).
    pub cut: bool,
    /// Each datagram arrives this much later, each way.
    pub delay: Duration,
    /// The share of datagrams lost (0 to 1), each way.
    pub loss: f64,
}

/// A relay running on its own thread until dropped.
pub struct Relay {
    pub address: SocketAddr,
    faults: Arc<Mutex<LinkFaults>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Relay {
    /// A relay on a free port of 127.0.0.1, passing to and from the host at `host`.
    pub fn start(host: SocketAddr, seed: u64) -> Relay {
        let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a UDP port for the relay");
        socket
            .set_read_timeout(Some(Duration::from_millis(1)))
            .expect("a read timeout");
        let address = socket.local_addr().expect("the relay's address");
        let faults = Arc::new(Mutex::new(LinkFaults::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (faults, stop) = (faults.clone(), stop.clone());
            std::thread::spawn(move || relay(socket, host, faults, stop, seed))
        };
        Relay {
            address,
            faults,
            stop,
            thread: Some(thread),
        }
    }

    /// Set what the relay does from now on.
    pub fn set(&self, faults: LinkFaults) {
        *self.faults.lock().expect("the relay's faults") = faults;
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn relay(
    socket: UdpSocket,
    host: SocketAddr,
    faults: Arc<Mutex<LinkFaults>>,
    stop: Arc<AtomicBool>,
    seed: u64,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut guest: Option<SocketAddr> = None;
    let mut queue: VecDeque<(Instant, SocketAddr, Vec<u8>)> = VecDeque::new();
    let mut buffer = [0u8; 2048];
    while !stop.load(Ordering::Relaxed) {
        if let Ok((bytes, from)) = socket.recv_from(&mut buffer) {
            let to = if from == host {
                guest
            } else {
                // The newest machine that is not the host is the guest (it comes back from a
                // new port when it joins again).
                guest = Some(from);
                Some(host)
            };
            let now = *faults.lock().expect("the relay's faults");
            if let Some(to) = to
                && !now.cut
                && !(now.loss > 0.0 && rng.random_bool(now.loss.min(1.0)))
            {
                queue.push_back((Instant::now() + now.delay, to, buffer[..bytes].to_vec()));
            }
        }
        while queue
            .front()
            .is_some_and(|(due, _, _)| *due <= Instant::now())
        {
            if let Some((_, to, bytes)) = queue.pop_front() {
                let _ = socket.send_to(&bytes, to);
            }
        }
    }
}
