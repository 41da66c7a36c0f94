/* The app's pages and code answered from a cache when the network is away (loaded by app-sw.js). */
