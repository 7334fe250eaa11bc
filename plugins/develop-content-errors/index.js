// A Gatsby plugin needs an entry file; this one works through gatsby-node.ts alone.
